ALTER TABLE "market_daily_prices" ADD COLUMN "buy_order_count" integer;--> statement-breakpoint
ALTER TABLE "market_daily_prices" ADD COLUMN "sell_order_count" integer;--> statement-breakpoint
ALTER TABLE "market_daily_prices" ADD COLUMN "buy_order_volume" bigint;--> statement-breakpoint
ALTER TABLE "market_daily_prices" ADD COLUMN "sell_order_volume" bigint;