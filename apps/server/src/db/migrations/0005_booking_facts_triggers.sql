-- Checkout prices a cart from facts it may have read earlier (modules/bookings/booking-facts-memo.ts);
-- its write goes ahead only while booking_facts_version is what it was when those facts were read. So
-- every statement that changes one of the tables the facts come from moves the version on, in the same
-- transaction: a checkout that read the old facts is refused, reads them again and prices again.
INSERT INTO "booking_facts_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "booking_facts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_facts_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sevas_booking_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sevas"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "deities_booking_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deities"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "seva_groups_booking_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seva_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "temples_booking_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "temples"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "seva_availability_booking_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seva_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "seva_blocking_booking_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seva_blocking"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_facts_changed"();
