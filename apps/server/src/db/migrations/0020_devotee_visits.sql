CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"visit_type" smallint NOT NULL,
	"people" integer NOT NULL,
	"inside_after" integer NOT NULL,
	"visit_id" bigint,
	"recorded_by" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_events_people_check" CHECK ("visit_events"."people" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_gates" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_gates_direction_check" CHECK ("visit_gates"."direction" in ('in', 'out', 'both'))
);
--> statement-breakpoint
CREATE TABLE "visit_settings" (
	"temple_id" integer PRIMARY KEY NOT NULL,
	"visit_types" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_narration" text,
	"capacity" integer NOT NULL,
	"alert_threshold" integer NOT NULL,
	"inside" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_zones_inside_check" CHECK ("visit_zones"."inside" >= 0),
	CONSTRAINT "visit_zones_capacity_check" CHECK ("visit_zones"."capacity" > 0),
	CONSTRAINT "visit_zones_threshold_check" CHECK ("visit_zones"."alert_threshold" > 0 and "visit_zones"."alert_threshold" <= "visit_zones"."capacity")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"identity" text NOT NULL,
	"who" text NOT NULL,
	"mobile" text,
	"people" smallint NOT NULL,
	"in_type" smallint NOT NULL,
	"in_gate_id" integer NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"in_by" integer,
	"out_type" smallint,
	"out_gate_id" integer,
	"out_at" timestamp with time zone,
	"out_by" integer
);
--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_zone_id_visit_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."visit_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_gate_id_visit_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."visit_gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_gates" ADD CONSTRAINT "visit_gates_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_gates" ADD CONSTRAINT "visit_gates_zone_id_visit_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."visit_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_zones" ADD CONSTRAINT "visit_zones_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_zone_id_visit_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."visit_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_in_gate_id_visit_gates_id_fk" FOREIGN KEY ("in_gate_id") REFERENCES "public"."visit_gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_in_by_users_id_fk" FOREIGN KEY ("in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_out_gate_id_visit_gates_id_fk" FOREIGN KEY ("out_gate_id") REFERENCES "public"."visit_gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_out_by_users_id_fk" FOREIGN KEY ("out_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_events_zone_at_idx" ON "visit_events" USING btree ("zone_id","at");--> statement-breakpoint
CREATE INDEX "visit_events_temple_at_idx" ON "visit_events" USING btree ("temple_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_gates_temple_name_idx" ON "visit_gates" USING btree ("temple_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "visit_zones_temple_name_idx" ON "visit_zones" USING btree ("temple_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "visits_open_identity_idx" ON "visits" USING btree ("zone_id","identity") WHERE "visits"."out_at" is null;--> statement-breakpoint
CREATE INDEX "visits_temple_in_idx" ON "visits" USING btree ("temple_id","in_at");