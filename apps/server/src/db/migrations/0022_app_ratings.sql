CREATE TABLE "app_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"stars" smallint NOT NULL,
	"comment" text,
	"app_version" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_ratings_stars_check" CHECK ("app_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "app_ratings" ADD CONSTRAINT "app_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_ratings_created_idx" ON "app_ratings" USING btree ("created_at");