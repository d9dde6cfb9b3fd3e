CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"waiting_opens_at" timestamp with time zone NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"order_kind" smallint NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"window_minutes" smallint NOT NULL,
	"arrivals" integer DEFAULT 0 NOT NULL,
	"admitted_through" integer DEFAULT 0 NOT NULL,
	"is_ordered" smallint DEFAULT 0 NOT NULL,
	"last_batch_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_dates_check" CHECK ("releases"."to_date" >= "releases"."from_date"),
	CONSTRAINT "releases_times_check" CHECK ("releases"."waiting_opens_at" <= "releases"."opens_at" and "releases"."opens_at" < "releases"."closes_at"),
	CONSTRAINT "releases_order_check" CHECK ("releases"."order_kind" in (1, 2)),
	CONSTRAINT "releases_admitted_check" CHECK ("releases"."admitted_through" between 0 and "releases"."arrivals")
);
--> statement-breakpoint
CREATE TABLE "waiting_room_batches" (
	"release_id" integer NOT NULL,
	"admitted_through" integer NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waiting_room_batches_release_id_admitted_through_pk" PRIMARY KEY("release_id","admitted_through")
);
--> statement-breakpoint
CREATE TABLE "waiting_room_entries" (
	"release_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"random_key" double precision NOT NULL,
	"place" integer,
	CONSTRAINT "waiting_room_entries_release_id_user_id_pk" PRIMARY KEY("release_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_batches" ADD CONSTRAINT "waiting_room_batches_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "releases_temple_idx" ON "releases" USING btree ("temple_id","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_place_unique" ON "waiting_room_entries" USING btree ("release_id","place");