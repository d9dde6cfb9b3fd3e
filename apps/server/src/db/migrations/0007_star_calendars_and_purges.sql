CREATE TABLE "star_calendars" (
	"place_key" text NOT NULL,
	"year" integer NOT NULL,
	"days" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_calendars_place_key_year_pk" PRIMARY KEY("place_key","year")
);
--> statement-breakpoint
CREATE INDEX "otps_expires_idx" ON "otps" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");