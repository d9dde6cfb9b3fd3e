CREATE TABLE "star_series" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"seva_id" integer NOT NULL,
	"star_id" smallint NOT NULL,
	"devotee_name" text NOT NULL,
	"every" text NOT NULL,
	"malayalam_month" smallint,
	"occurrences" smallint NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_series_every_check" CHECK ("star_series"."every" in ('month', 'year')),
	CONSTRAINT "star_series_month_check" CHECK (("star_series"."every" = 'year') = ("star_series"."malayalam_month" is not null)),
	CONSTRAINT "star_series_occurrences_check" CHECK ("star_series"."occurrences" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "star_series_id" text;--> statement-breakpoint
ALTER TABLE "star_series" ADD CONSTRAINT "star_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_series" ADD CONSTRAINT "star_series_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_series" ADD CONSTRAINT "star_series_seva_id_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."sevas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_series" ADD CONSTRAINT "star_series_star_id_stars_id_fk" FOREIGN KEY ("star_id") REFERENCES "public"."stars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "star_series_user_idx" ON "star_series" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_star_series_id_star_series_id_fk" FOREIGN KEY ("star_series_id") REFERENCES "public"."star_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_star_series_idx" ON "order_lines" USING btree ("star_series_id","perform_date") WHERE "order_lines"."star_series_id" is not null;