ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "star_series" ADD COLUMN "payment" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded', 'due'));--> statement-breakpoint
ALTER TABLE "star_series" ADD CONSTRAINT "star_series_payment_check" CHECK ("star_series"."payment" in ('once', 'each'));