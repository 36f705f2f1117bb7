ALTER TABLE "market_companies" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "market_companies" ADD COLUMN "brands" text;