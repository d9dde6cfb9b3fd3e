CREATE TABLE "temple_payment_settlements" (
	"payment_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"gateway_payment_id" text,
	"booking_numbers" text NOT NULL,
	"captured" integer NOT NULL,
	"settled_gross" integer,
	"fee" integer,
	"tax" integer,
	"net_settled" integer,
	"settled_at" timestamp with time zone,
	"utr" text,
	CONSTRAINT "temple_payment_settlements_pkey" PRIMARY KEY("payment_id","temple_id")
);
--> statement-breakpoint
CREATE INDEX "temple_payment_settlements_day_idx" ON "temple_payment_settlements" USING btree ("temple_id","order_date");--> statement-breakpoint
-- What temple_payment_settlements must hold, computed from the orders, payments and settlements: a
-- temple's part of each gateway payment, and its share of what the gateway settled, split between the
-- temples of the checkout in proportion to their orders' totals, rounded so that the parts add up to
-- the gateway's figure (each order takes round(x·after/whole) − round(x·before/whole), in id order).
CREATE VIEW "temple_payment_settlements_computed" AS
SELECT
  p."id" AS "payment_id",
  o."temple_id",
  min(o."order_date") AS "order_date",
  min(coalesce(p."captured_at", o."paid_at")) AS "paid_at",
  p."gateway_payment_id",
  string_agg(o."order_number", ', ' ORDER BY o."order_number") AS "booking_numbers",
  sum(o."total_amount")::int AS "captured",
  sum(round(settled."amount" * (checkout."before" + o."total_amount") / checkout."whole") - round(settled."amount" * checkout."before" / checkout."whole"))::int AS "settled_gross",
  sum(round(settled."fee" * (checkout."before" + o."total_amount") / checkout."whole") - round(settled."fee" * checkout."before" / checkout."whole"))::int AS "fee",
  sum(round(settled."tax" * (checkout."before" + o."total_amount") / checkout."whole") - round(settled."tax" * checkout."before" / checkout."whole"))::int AS "tax",
  sum(round(settled."credit" * (checkout."before" + o."total_amount") / checkout."whole") - round(settled."credit" * checkout."before" / checkout."whole"))::int AS "net_settled",
  max(settled."settled_at") AS "settled_at",
  max(settled."utr") AS "utr"
FROM "orders" o
JOIN "payments" p ON p."id" = o."payment_id" AND p."gateway" IN ('demo', 'razorpay')
CROSS JOIN LATERAL (
  SELECT
    coalesce(sum(x."total_amount") FILTER (WHERE x."id" < o."id"), 0)::numeric AS "before",
    nullif(sum(x."total_amount"), 0)::numeric AS "whole"
  FROM "orders" x
  WHERE x."payment_id" = o."payment_id"
) checkout
LEFT JOIN LATERAL (
  SELECT
    sum(si."amount") AS "amount", sum(si."fee") AS "fee", sum(si."tax") AS "tax", sum(si."credit") AS "credit",
    max(s."settled_at") AS "settled_at", string_agg(DISTINCT s."utr", ', ') AS "utr"
  FROM "settlement_items" si
  JOIN "settlements" s ON s."id" = si."settlement_id"
  WHERE si."payment_id" = p."id" AND si."type" = 'payment'
  HAVING count(*) > 0
) settled ON true
WHERE o."status" IN ('paid', 'refunded')
GROUP BY p."id", o."temple_id";--> statement-breakpoint
INSERT INTO "temple_payment_settlements" ("payment_id", "temple_id", "order_date", "paid_at", "gateway_payment_id",
  "booking_numbers", "captured", "settled_gross", "fee", "tax", "net_settled", "settled_at", "utr")
SELECT "payment_id", "temple_id", "order_date", "paid_at", "gateway_payment_id", "booking_numbers", "captured",
  "settled_gross", "fee", "tax", "net_settled", "settled_at", "utr"
FROM "temple_payment_settlements_computed";--> statement-breakpoint
CREATE FUNCTION "refresh_payment_settlement"(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pid IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM "temple_payment_settlements" WHERE "payment_id" = pid;
  INSERT INTO "temple_payment_settlements" ("payment_id", "temple_id", "order_date", "paid_at", "gateway_payment_id",
    "booking_numbers", "captured", "settled_gross", "fee", "tax", "net_settled", "settled_at", "utr")
  SELECT "payment_id", "temple_id", "order_date", "paid_at", "gateway_payment_id", "booking_numbers", "captured",
    "settled_gross", "fee", "tax", "net_settled", "settled_at", "utr"
  FROM "temple_payment_settlements_computed"
  WHERE "payment_id" = pid;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_payment_settlement_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."payment_id", OLD."status", OLD."total_amount", OLD."order_date", OLD."paid_at", OLD."order_number", OLD."temple_id")
      IS NOT DISTINCT FROM (NEW."payment_id", NEW."status", NEW."total_amount", NEW."order_date", NEW."paid_at", NEW."order_number", NEW."temple_id") THEN
    RETURN NULL;
  END IF;
  -- A checkout's orders are written unpaid: while neither this order nor any other of its payment is
  -- paid or refunded (the payment has no kept rows), there is nothing to compute.
  IF coalesce(OLD."status", 'pending') NOT IN ('paid', 'refunded')
      AND coalesce(NEW."status", 'pending') NOT IN ('paid', 'refunded')
      AND NOT EXISTS (
        SELECT 1 FROM "temple_payment_settlements"
        WHERE "payment_id" IN (OLD."payment_id", NEW."payment_id")
      ) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_payment_settlement"(OLD."payment_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."payment_id" IS DISTINCT FROM OLD."payment_id") THEN
    PERFORM "refresh_payment_settlement"(NEW."payment_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_payment_settlement" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_payment_settlement_changed"();--> statement-breakpoint
CREATE FUNCTION "payment_settlement_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."gateway", OLD."gateway_payment_id", OLD."captured_at") IS DISTINCT FROM (NEW."gateway", NEW."gateway_payment_id", NEW."captured_at") THEN
    PERFORM "refresh_payment_settlement"(NEW."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_settlement" AFTER UPDATE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_settlement_changed"();--> statement-breakpoint
CREATE FUNCTION "settlement_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_payment_settlement"(OLD."payment_id");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."payment_id" IS DISTINCT FROM OLD."payment_id" THEN
    PERFORM "refresh_payment_settlement"(NEW."payment_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settlement_items_settlement" AFTER INSERT OR UPDATE OR DELETE ON "settlement_items"
  FOR EACH ROW EXECUTE FUNCTION "settlement_item_changed"();--> statement-breakpoint
CREATE FUNCTION "settlement_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."settled_at", OLD."utr") IS DISTINCT FROM (NEW."settled_at", NEW."utr") THEN
    PERFORM "refresh_payment_settlement"(si."payment_id")
    FROM (SELECT DISTINCT "payment_id" FROM "settlement_items" WHERE "settlement_id" = NEW."id") si;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settlements_settlement" AFTER UPDATE ON "settlements"
  FOR EACH ROW EXECUTE FUNCTION "settlement_changed"();
