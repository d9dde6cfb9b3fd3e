ALTER TABLE "order_lines" ADD COLUMN "performed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "performed_by" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "performed_note" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;