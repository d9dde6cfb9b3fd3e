ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "notification_broadcasts_audience_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temple_messages_by_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "segment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "send_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "send_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "recipients_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "last_user_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notification_broadcasts" SET "send_at" = "created_at", "recipients_total" = "recipients", "started_at" = "created_at", "finished_at" = "created_at", "send_sms" = "sms_sent" > 0;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_due_idx" ON "notification_broadcasts" USING btree ("send_at") WHERE "notification_broadcasts"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "notifications_push_due_idx" ON "notifications" USING btree ("push_due_at") WHERE "notifications"."push_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_broadcast_user_unique" ON "notifications" USING btree ("broadcast_id","user_id") WHERE "notifications"."broadcast_id" is not null;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_status_check" CHECK ("notification_broadcasts"."status" in ('scheduled', 'sending', 'sent', 'cancelled'));--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_audience_check" CHECK ("notification_broadcasts"."audience" in ('all-devotees', 'selected', 'booked-on', 'seva', 'queue-slot'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_push_status_check" CHECK ("notifications"."push_status" in ('pending', 'sent', 'none', 'failed'));