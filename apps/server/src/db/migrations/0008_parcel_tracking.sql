ALTER TABLE "order_lines" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "posted_by" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_postal_date_idx" ON "order_lines" USING btree ("temple_id","perform_date") WHERE "order_lines"."prasadam_delivery" = 2;