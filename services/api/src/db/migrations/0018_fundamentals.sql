CREATE TABLE "market_business_plans" (
	"symbol" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"agm_date" date,
	"revenue_target" bigint NOT NULL,
	"profit_after_tax_target" bigint NOT NULL,
	CONSTRAINT "market_business_plans_pk" PRIMARY KEY("symbol","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "market_financial_statements" (
	"symbol" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"code" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "market_financial_statements_pk" PRIMARY KEY("symbol","fiscal_year","quarter","code"),
	CONSTRAINT "market_financial_statements_quarter_ck" CHECK ("market_financial_statements"."quarter" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "market_line_items" (
	"firm_type" text NOT NULL,
	"code" text NOT NULL,
	"family" text NOT NULL,
	"parent" text,
	"sort" integer NOT NULL,
	"label_vi" text NOT NULL,
	"label_en" text NOT NULL,
	"kind" text NOT NULL,
	"subtotal" boolean DEFAULT false NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	CONSTRAINT "market_line_items_pk" PRIMARY KEY("firm_type","code"),
	CONSTRAINT "market_line_items_firm_type_ck" CHECK ("market_line_items"."firm_type" in ('bank', 'insurance', 'securities', 'company')),
	CONSTRAINT "market_line_items_family_ck" CHECK ("market_line_items"."family" in ('F2', 'F3', 'F4', 'F8', 'F9', 'CFS')),
	CONSTRAINT "market_line_items_kind_ck" CHECK ("market_line_items"."kind" in ('flow', 'stock', 'opening'))
);
--> statement-breakpoint
CREATE TABLE "company_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"ownership_percent" numeric(7, 2) NOT NULL,
	"charter_capital" bigint NOT NULL,
	"business_vi" text NOT NULL,
	"business_en" text NOT NULL,
	CONSTRAINT "company_associations_kind_ck" CHECK ("company_associations"."kind" in ('subsidiary', 'associate'))
);
--> statement-breakpoint
CREATE TABLE "company_capital_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_capital_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"event_date" date NOT NULL,
	"kind" text NOT NULL,
	"shares_added" bigint NOT NULL,
	"shares_after" bigint NOT NULL,
	"charter_capital_before" bigint NOT NULL,
	"charter_capital_after" bigint NOT NULL,
	"issue_price" integer,
	"description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	CONSTRAINT "company_capital_history_kind_ck" CHECK ("company_capital_history"."kind" in ('founding', 'ipo', 'rights', 'stock-dividend', 'bonus', 'esop', 'private-placement'))
);
--> statement-breakpoint
CREATE TABLE "company_exercise_rights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_exercise_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"type_id" text NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"announced_date" date NOT NULL,
	"ex_date" date NOT NULL,
	"record_date" date NOT NULL,
	"execution_date" date NOT NULL,
	"cash_per_share" integer,
	"percent_of_par" numeric(7, 2),
	"ratio" numeric(10, 6),
	"ratio_text" text,
	"subscription_price" integer
);
--> statement-breakpoint
CREATE TABLE "company_insider_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_insider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"holder_name" text NOT NULL,
	"relation_vi" text NOT NULL,
	"relation_en" text NOT NULL,
	"related_officer" text,
	"action" text NOT NULL,
	"announced_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"registered_volume" bigint NOT NULL,
	"executed_volume" bigint NOT NULL,
	"volume_before" bigint NOT NULL,
	"volume_after" bigint NOT NULL,
	"percent_after" numeric(7, 4) NOT NULL,
	CONSTRAINT "company_insider_transactions_action_ck" CHECK ("company_insider_transactions"."action" in ('buy', 'sell'))
);
--> statement-breakpoint
CREATE TABLE "company_large_shareholders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_large_shareholders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"shares" bigint NOT NULL,
	"percent" numeric(7, 4) NOT NULL,
	"as_of_date" date NOT NULL,
	CONSTRAINT "company_large_shareholders_kind_ck" CHECK ("company_large_shareholders"."kind" in ('state', 'foreign-institution', 'domestic-institution', 'individual'))
);
--> statement-breakpoint
CREATE TABLE "company_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"theme" text NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_vi" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	CONSTRAINT "company_news_theme_ck" CHECK ("company_news"."theme" in ('results', 'agm', 'dividend', 'capital', 'contract', 'insider'))
);
--> statement-breakpoint
CREATE TABLE "company_officers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_officers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"board" text NOT NULL,
	"position_vi" text NOT NULL,
	"position_en" text NOT NULL,
	"since_date" date NOT NULL,
	"shares" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_officers_board_ck" CHECK ("company_officers"."board" in ('board-of-directors', 'supervisory-board', 'executive-board'))
);
--> statement-breakpoint
CREATE TABLE "company_ownership_structures" (
	"symbol" text NOT NULL,
	"category" text NOT NULL,
	"as_of_date" date NOT NULL,
	"shares" bigint NOT NULL,
	"percent" numeric(7, 2) NOT NULL,
	CONSTRAINT "company_ownership_structures_pk" PRIMARY KEY("symbol","category"),
	CONSTRAINT "company_ownership_structures_category_ck" CHECK ("company_ownership_structures"."category" in ('state', 'foreign', 'other'))
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"symbol" text PRIMARY KEY NOT NULL,
	"overview_vi" text NOT NULL,
	"overview_en" text NOT NULL,
	"founded_date" date NOT NULL,
	"listing_date" date NOT NULL,
	"charter_capital" bigint NOT NULL,
	"shares_outstanding" bigint NOT NULL,
	"employees" integer NOT NULL,
	"auditor_vi" text NOT NULL,
	"auditor_en" text NOT NULL,
	"address_vi" text NOT NULL,
	"address_en" text NOT NULL,
	"website" text NOT NULL,
	"phone" text NOT NULL,
	"tax_code" text NOT NULL,
	"as_of_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_recommendations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"category_code" text NOT NULL,
	"recommendation_date" date NOT NULL,
	"recommendation" text NOT NULL,
	"price" integer NOT NULL,
	"target_price" integer NOT NULL,
	"upside_percent" numeric(8, 2) NOT NULL,
	"stop_loss_price" integer,
	"horizon_months" integer NOT NULL,
	"source_vi" text NOT NULL,
	"source_en" text NOT NULL,
	"analyst" text NOT NULL,
	CONSTRAINT "company_recommendations_recommendation_ck" CHECK ("company_recommendations"."recommendation" in ('buy', 'accumulate', 'hold', 'reduce', 'sell'))
);
--> statement-breakpoint
CREATE TABLE "exercise_right_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exercise_right_types_id_ck" CHECK ("exercise_right_types"."id" in ('cash-dividend', 'stock-dividend', 'bonus', 'rights', 'agm', 'egm', 'written-opinion'))
);
--> statement-breakpoint
CREATE TABLE "recommendation_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"columns_mapping" jsonb NOT NULL,
	"columns_data" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_business_plans" ADD CONSTRAINT "market_business_plans_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_financial_statements" ADD CONSTRAINT "market_financial_statements_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_associations" ADD CONSTRAINT "company_associations_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_capital_history" ADD CONSTRAINT "company_capital_history_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exercise_rights" ADD CONSTRAINT "company_exercise_rights_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exercise_rights" ADD CONSTRAINT "company_exercise_rights_type_id_exercise_right_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."exercise_right_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_insider_transactions" ADD CONSTRAINT "company_insider_transactions_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_large_shareholders" ADD CONSTRAINT "company_large_shareholders_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_news" ADD CONSTRAINT "company_news_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_officers" ADD CONSTRAINT "company_officers_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ownership_structures" ADD CONSTRAINT "company_ownership_structures_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recommendations" ADD CONSTRAINT "company_recommendations_symbol_market_companies_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_companies"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recommendations" ADD CONSTRAINT "company_recommendations_category_code_recommendation_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."recommendation_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_financial_statements_period_idx" ON "market_financial_statements" USING btree ("fiscal_year","quarter","code");--> statement-breakpoint
CREATE INDEX "company_associations_symbol_idx" ON "company_associations" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "company_capital_history_symbol_idx" ON "company_capital_history" USING btree ("symbol","event_date");--> statement-breakpoint
CREATE INDEX "company_exercise_rights_symbol_idx" ON "company_exercise_rights" USING btree ("symbol","ex_date");--> statement-breakpoint
CREATE INDEX "company_exercise_rights_type_idx" ON "company_exercise_rights" USING btree ("type_id","ex_date");--> statement-breakpoint
CREATE INDEX "company_exercise_rights_record_idx" ON "company_exercise_rights" USING btree ("record_date");--> statement-breakpoint
CREATE INDEX "company_insider_transactions_symbol_idx" ON "company_insider_transactions" USING btree ("symbol","announced_date");--> statement-breakpoint
CREATE INDEX "company_insider_transactions_date_idx" ON "company_insider_transactions" USING btree ("announced_date");--> statement-breakpoint
CREATE INDEX "company_large_shareholders_symbol_idx" ON "company_large_shareholders" USING btree ("symbol","shares");--> statement-breakpoint
CREATE INDEX "company_news_symbol_idx" ON "company_news" USING btree ("symbol","published_at");--> statement-breakpoint
CREATE INDEX "company_officers_symbol_idx" ON "company_officers" USING btree ("symbol","board","sort");--> statement-breakpoint
CREATE INDEX "company_recommendations_symbol_idx" ON "company_recommendations" USING btree ("symbol","recommendation_date");--> statement-breakpoint
CREATE INDEX "company_recommendations_category_idx" ON "company_recommendations" USING btree ("category_code","recommendation_date");