CREATE TABLE "visit_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"date" date NOT NULL,
	"number" integer NOT NULL,
	"token" text NOT NULL,
	"people" smallint NOT NULL,
	"mobile" text,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer,
	"called_at" timestamp with time zone,
	"entered_at" timestamp with time zone,
	"visit_id" bigint,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "visit_passes_status_check" CHECK ("visit_passes"."status" in ('waiting', 'called', 'entered', 'cancelled')),
	CONSTRAINT "visit_passes_people_check" CHECK ("visit_passes"."people" > 0)
);
--> statement-breakpoint
ALTER TABLE "visit_passes" ADD CONSTRAINT "visit_passes_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_passes" ADD CONSTRAINT "visit_passes_zone_id_visit_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."visit_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_passes" ADD CONSTRAINT "visit_passes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_passes" ADD CONSTRAINT "visit_passes_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_passes" ADD CONSTRAINT "visit_passes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_passes_zone_number_idx" ON "visit_passes" USING btree ("zone_id","date","number");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_passes_token_idx" ON "visit_passes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "visit_passes_open_idx" ON "visit_passes" USING btree ("zone_id","date","number") WHERE "visit_passes"."status" in ('waiting', 'called');--> statement-breakpoint
CREATE INDEX "visit_passes_temple_date_idx" ON "visit_passes" USING btree ("temple_id","date");