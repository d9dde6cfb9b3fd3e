-- UNLOGGED: rate-limit counters need no WAL; a crash forgives a few attempts (schema/rate-limits.ts).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
