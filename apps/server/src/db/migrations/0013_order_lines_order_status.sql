-- order_lines.order_status is its order's status, written by the database in the transaction that
-- writes the order or the line, so no use case can leave them apart: a line takes its order's status
-- when inserted, and every change of an order's status is copied to its lines.
DROP INDEX "order_lines_order_idx";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "order_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "order_status" = "orders"."status" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id";--> statement-breakpoint
CREATE FUNCTION "order_line_takes_order_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "status" INTO NEW."order_status" FROM "orders" WHERE "id" = NEW."order_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_take_order_status" BEFORE INSERT OR UPDATE OF "order_id" ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION "order_line_takes_order_status"();--> statement-breakpoint
CREATE FUNCTION "order_status_to_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_lines" SET "order_status" = NEW."status" WHERE "order_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_status_to_lines" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "order_status_to_lines"();--> statement-breakpoint
CREATE INDEX "order_lines_order_figures_idx" ON "order_lines" USING btree ("order_id","seva_id","deity_id","quantity","amount");--> statement-breakpoint
CREATE INDEX "order_lines_to_perform_idx" ON "order_lines" USING btree ("temple_id","perform_date","seva_id","star_id","quantity") WHERE "order_lines"."status" = 0 and "order_lines"."order_status" = 'paid';
