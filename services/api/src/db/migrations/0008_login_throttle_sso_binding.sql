ALTER TABLE "customer_login_failures" DROP CONSTRAINT "customer_login_failures_scope_ck";--> statement-breakpoint
ALTER TABLE "sso_login_states" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "customer_login_failures" ADD CONSTRAINT "customer_login_failures_scope_ck" CHECK ("customer_login_failures"."scope" in ('pair', 'account', 'address', 'global'));