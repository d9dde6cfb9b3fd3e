CREATE TABLE "visit_zone_minutes" (
	"zone_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"temple_id" integer NOT NULL,
	"entered" integer DEFAULT 0 NOT NULL,
	"exited" integer DEFAULT 0 NOT NULL,
	"peak" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_zone_minutes_zone_id_minute_pk" PRIMARY KEY("zone_id","minute")
);
--> statement-breakpoint
ALTER TABLE "visit_zone_minutes" ADD CONSTRAINT "visit_zone_minutes_zone_id_visit_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."visit_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_zone_minutes" ADD CONSTRAINT "visit_zone_minutes_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_zone_minutes_temple_minute_idx" ON "visit_zone_minutes" USING btree ("temple_id","minute");--> statement-breakpoint
INSERT INTO "visit_zone_minutes" ("zone_id", "minute", "temple_id", "entered", "exited", "peak")
SELECT "zone_id", date_trunc('minute', "at"), "temple_id",
       coalesce(sum("people") FILTER (WHERE "direction" = 1), 0),
       coalesce(sum("people") FILTER (WHERE "direction" = 2), 0),
       max("inside_after")
  FROM "visit_events"
 GROUP BY "zone_id", date_trunc('minute', "at"), "temple_id";
