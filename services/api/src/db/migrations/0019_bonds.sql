CREATE TABLE "bond_otps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bond_otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_number" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bond_products" (
	"code" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"issue_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"face_value_vnd" bigint NOT NULL,
	"coupon" jsonb NOT NULL,
	"buy_yield_bps" integer NOT NULL,
	"sell_yield_bps" integer NOT NULL,
	"fee_bps" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"remaining_quantity" integer NOT NULL,
	"professional_only" boolean NOT NULL,
	"content_slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bond_products_remaining_ck" CHECK ("bond_products"."remaining_quantity" >= 0),
	CONSTRAINT "bond_products_min_quantity_ck" CHECK ("bond_products"."min_quantity" >= 1),
	CONSTRAINT "bond_products_type_ck" CHECK ("bond_products"."product_type" in ('secured', 'unsecured', 'green'))
);
--> statement-breakpoint
CREATE TABLE "bond_reference_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bond_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bond_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"product_code" text NOT NULL,
	"side" text NOT NULL,
	"holding" text NOT NULL,
	"quantity" integer NOT NULL,
	"registration_date" date NOT NULL,
	"sale_date" date,
	"settlement_date" date NOT NULL,
	"exit_date" date NOT NULL,
	"holding_days" integer NOT NULL,
	"unit_price_vnd" bigint NOT NULL,
	"value_vnd" bigint NOT NULL,
	"fee_vnd" bigint NOT NULL,
	"payment_vnd" bigint NOT NULL,
	"sale_unit_price_vnd" bigint,
	"sale_fee_vnd" bigint,
	"profit_vnd" bigint,
	"ytm" double precision NOT NULL,
	"irr" double precision,
	"cash_flows" jsonb NOT NULL,
	"professional_investor" boolean NOT NULL,
	"customer_id" integer,
	"account_number" text NOT NULL,
	"bank_account" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"summary_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bond_registrations_quantity_ck" CHECK ("bond_registrations"."quantity" >= 1),
	CONSTRAINT "bond_registrations_side_ck" CHECK ("bond_registrations"."side" in ('buy', 'sell')),
	CONSTRAINT "bond_registrations_holding_ck" CHECK ("bond_registrations"."holding" in ('maturity', 'flexible'))
);
--> statement-breakpoint
CREATE TABLE "site_features" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bond_registrations" ADD CONSTRAINT "bond_registrations_product_code_bond_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."bond_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bond_registrations" ADD CONSTRAINT "bond_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_otps_account_idx" ON "bond_otps" USING btree ("account_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bond_registrations_reference_uq" ON "bond_registrations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bond_registrations_product_idx" ON "bond_registrations" USING btree ("product_code");