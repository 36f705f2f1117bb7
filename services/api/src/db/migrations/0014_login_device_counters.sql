ALTER TABLE "customer_login_failures" DROP CONSTRAINT "customer_login_failures_scope_ck";--> statement-breakpoint
-- The global per-minute counter is gone (issue 20: the hashing pool guards the server now).
DELETE FROM "customer_login_failures" WHERE "scope" = 'global';--> statement-breakpoint
ALTER TABLE "customer_login_failures" ADD CONSTRAINT "customer_login_failures_scope_ck" CHECK ("customer_login_failures"."scope" in ('pair', 'account', 'address', 'device'));
