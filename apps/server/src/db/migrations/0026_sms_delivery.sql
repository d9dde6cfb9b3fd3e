ALTER TABLE "sms_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("priority","created_at","id") WHERE "sms_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_message_idx" ON "sms_outbox" USING btree ("adapter","provider_message_id") WHERE "sms_outbox"."provider_message_id" is not null;