-- seva_collection_days: the paid orders' lines added up per temple day, seva, deity, online or counter,
-- payment mode and cashier, for the collection reports. Kept by the database in the transaction that
-- writes the order or its lines, so it can never lag behind them: an order counts while its status is
-- 'paid' (orders trigger, with the order's own day, mode and cashier), and a line of a paid order that
-- is added, changed or removed moves its figures (order_lines trigger). A line's order_status changing
-- is its order's doing and counted there.
CREATE TABLE "seva_collection_days" (
	"temple_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"seva_id" integer NOT NULL,
	"deity_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"payment_mode" smallint NOT NULL,
	"cashier_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "seva_collection_days_pkey" PRIMARY KEY("temple_id","order_date","seva_id","deity_id","order_type","payment_mode","cashier_id")
);--> statement-breakpoint
INSERT INTO "seva_collection_days"
SELECT o."temple_id", o."order_date", l."seva_id", coalesce(l."deity_id", 0), o."type", o."payment_mode",
       CASE WHEN o."type" = 1 THEN coalesce(o."created_by", 0) ELSE 0 END,
       count(*), sum(l."quantity"), sum(l."amount")
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."status" = 'paid'
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
CREATE FUNCTION "seva_collection_add"(o "orders", l "order_lines", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "seva_collection_days" AS d
    ("temple_id", "order_date", "seva_id", "deity_id", "order_type", "payment_mode", "cashier_id", "lines", "quantity", "amount")
  VALUES (
    o."temple_id", o."order_date", l."seva_id", coalesce(l."deity_id", 0), o."type", o."payment_mode",
    CASE WHEN o."type" = 1 THEN coalesce(o."created_by", 0) ELSE 0 END,
    sign, sign * l."quantity", sign * l."amount"
  )
  ON CONFLICT ("temple_id", "order_date", "seva_id", "deity_id", "order_type", "payment_mode", "cashier_id") DO UPDATE
  SET "lines" = d."lines" + excluded."lines",
      "quantity" = d."quantity" + excluded."quantity",
      "amount" = d."amount" + excluded."amount";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "order_collection_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l "order_lines";
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."temple_id", OLD."order_date", OLD."type", OLD."payment_mode", OLD."created_by")
      IS NOT DISTINCT FROM (NEW."status", NEW."temple_id", NEW."order_date", NEW."type", NEW."payment_mode", NEW."created_by") THEN
    RETURN NULL;
  END IF;
  IF OLD."status" = 'paid' THEN
    FOR l IN SELECT * FROM "order_lines" WHERE "order_id" = OLD."id" LOOP
      PERFORM "seva_collection_add"(OLD, l, -1);
    END LOOP;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Before the delete, while its lines are there; their own trigger finds no order and leaves them.
    RETURN OLD;
  END IF;
  IF NEW."status" = 'paid' THEN
    FOR l IN SELECT * FROM "order_lines" WHERE "order_id" = NEW."id" LOOP
      PERFORM "seva_collection_add"(NEW, l, 1);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_collection" AFTER UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_collection_changed"();--> statement-breakpoint
CREATE TRIGGER "orders_collection_before_delete" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_collection_changed"();--> statement-breakpoint
CREATE FUNCTION "order_line_collection_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "orders";
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."order_id", OLD."seva_id", OLD."deity_id", OLD."quantity", OLD."amount")
      IS NOT DISTINCT FROM (NEW."order_id", NEW."seva_id", NEW."deity_id", NEW."quantity", NEW."amount") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."order_status" = 'paid' THEN
    SELECT * INTO o FROM "orders" WHERE "id" = OLD."order_id";
    IF FOUND THEN
      PERFORM "seva_collection_add"(o, OLD, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."order_status" = 'paid' THEN
    SELECT * INTO o FROM "orders" WHERE "id" = NEW."order_id";
    PERFORM "seva_collection_add"(o, NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_collection" AFTER INSERT OR UPDATE OR DELETE ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION "order_line_collection_changed"();
