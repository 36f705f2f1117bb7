CREATE TABLE "market_companies" (
	"symbol" text PRIMARY KEY NOT NULL,
	"exchange" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"icb_code" text NOT NULL,
	"sector_vi" text NOT NULL,
	"sector_en" text NOT NULL,
	"firm_type" text NOT NULL,
	"shares_outstanding" bigint NOT NULL,
	"chartered_capital" bigint NOT NULL,
	"listing_date" date NOT NULL,
	"vn30" boolean DEFAULT false NOT NULL,
	"hnx30" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_companies_exchange_ck" CHECK ("market_companies"."exchange" in ('HOSE', 'HNX', 'UPCOM')),
	CONSTRAINT "market_companies_firm_type_ck" CHECK ("market_companies"."firm_type" in ('bank', 'insurance', 'securities', 'company'))
);
--> statement-breakpoint
CREATE TABLE "market_corporate_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_corporate_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"ex_date" date NOT NULL,
	"kind" text NOT NULL,
	"cash_per_share" integer,
	"ratio" numeric(10, 6),
	"subscription_price" integer,
	CONSTRAINT "market_corporate_actions_uq" UNIQUE("symbol","ex_date","kind"),
	CONSTRAINT "market_corporate_actions_kind_ck" CHECK ("market_corporate_actions"."kind" in ('cash-dividend', 'stock-dividend', 'bonus', 'rights'))
);
--> statement-breakpoint
CREATE TABLE "market_covered_warrants" (
	"code" text PRIMARY KEY NOT NULL,
	"underlying" text NOT NULL,
	"issuer" text NOT NULL,
	"exercise_price" integer NOT NULL,
	"ratio" numeric(10, 4) NOT NULL,
	"issue_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"listing_reference" integer NOT NULL,
	"issued_quantity" bigint
);
--> statement-breakpoint
CREATE TABLE "market_daily_prices" (
	"symbol" text NOT NULL,
	"session_date" date NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	"high" numeric(14, 2) NOT NULL,
	"low" numeric(14, 2) NOT NULL,
	"close" numeric(14, 2) NOT NULL,
	"reference" numeric(14, 2) NOT NULL,
	"ceiling" numeric(14, 2),
	"floor" numeric(14, 2),
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	"foreign_buy_volume" bigint DEFAULT 0 NOT NULL,
	"foreign_sell_volume" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "market_daily_prices_pk" PRIMARY KEY("symbol","session_date"),
	CONSTRAINT "market_daily_prices_range_ck" CHECK ("market_daily_prices"."low" <= "market_daily_prices"."high")
);
--> statement-breakpoint
ALTER TABLE "market_corporate_actions" ADD CONSTRAINT "market_corporate_actions_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_covered_warrants" ADD CONSTRAINT "market_covered_warrants_underlying_market_companies_symbol_fk" FOREIGN KEY ("underlying") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_companies_exchange_idx" ON "market_companies" USING btree ("exchange");--> statement-breakpoint
CREATE INDEX "market_companies_icb_idx" ON "market_companies" USING btree ("icb_code");--> statement-breakpoint
CREATE INDEX "market_corporate_actions_ex_date_idx" ON "market_corporate_actions" USING btree ("ex_date");--> statement-breakpoint
CREATE INDEX "market_covered_warrants_underlying_idx" ON "market_covered_warrants" USING btree ("underlying");--> statement-breakpoint
CREATE INDEX "market_covered_warrants_maturity_idx" ON "market_covered_warrants" USING btree ("maturity_date");--> statement-breakpoint
CREATE INDEX "market_daily_prices_session_idx" ON "market_daily_prices" USING btree ("session_date");