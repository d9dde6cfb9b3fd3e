CREATE TABLE "settlement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"type" text NOT NULL,
	"gateway_entity_id" text NOT NULL,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_items_amounts_check" CHECK ("settlement_items"."fee" >= 0 and "settlement_items"."tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_settlement_id" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"fees" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"utr" text,
	"status" text DEFAULT 'processed' NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_items_entity_unique" ON "settlement_items" USING btree ("type","gateway_entity_id");--> statement-breakpoint
CREATE INDEX "settlement_items_settlement_idx" ON "settlement_items" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_items_payment_idx" ON "settlement_items" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_gateway_settlement_unique" ON "settlements" USING btree ("gateway","gateway_settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_settled_at_idx" ON "settlements" USING btree ("settled_at");