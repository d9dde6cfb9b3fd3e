CREATE TABLE "demo_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_gateway_refunds_amount_check" CHECK ("demo_gateway_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "refund_lines_amount_check" CHECK ("refund_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_gateway_refunds_reference_unique" ON "demo_gateway_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "demo_gateway_refunds_payment_idx" ON "demo_gateway_refunds" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "refund_lines_order_line_idx" ON "refund_lines" USING btree ("order_line_id");