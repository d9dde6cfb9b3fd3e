CREATE TABLE "booking_facts_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_facts_version_one_row" CHECK ("booking_facts_version"."id" = 1)
);
