CREATE TABLE "seva_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"seva_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seva_materials_quantity_check" CHECK ("seva_materials"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "seva_materials" ADD CONSTRAINT "seva_materials_seva_id_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."sevas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seva_materials_seva_idx" ON "seva_materials" USING btree ("seva_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "seva_materials_seva_name_unit_unique" ON "seva_materials" USING btree ("seva_id",lower("name"),lower("unit"));