ALTER TABLE "images" DROP CONSTRAINT "images_kind_check";--> statement-breakpoint
DROP INDEX "images_single_kind_owner_unique";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "url_token" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "performed_photo_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_performed_photo_id_images_id_fk" FOREIGN KEY ("performed_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_url_token_unique" ON "images" USING btree ("url_token");--> statement-breakpoint
CREATE INDEX "order_lines_performed_photo_idx" ON "order_lines" USING btree ("performed_photo_id") WHERE "order_lines"."performed_photo_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "images_single_kind_owner_unique" ON "images" USING btree ("kind","owner_id") WHERE "images"."kind" not in ('gallery', 'performance-photo');--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('temple-logo', 'temple-banner', 'deity', 'seva', 'gallery', 'performance-photo'));