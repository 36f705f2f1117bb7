CREATE TABLE "customer_login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_login_failures_scope_ck" CHECK ("customer_login_failures"."scope" in ('account', 'address'))
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"login_method" text NOT NULL,
	"id_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_sessions_login_method_ck" CHECK ("customer_sessions"."login_method" in ('direct', 'sso'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_number" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"customer_type" text NOT NULL,
	"password_hash" text,
	"sso_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_type_ck" CHECK ("customers"."customer_type" in ('individual', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "specialist_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"star" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_ratings_star_ck" CHECK ("specialist_ratings"."star" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sso_login_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_login_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_ratings" ADD CONSTRAINT "specialist_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_ratings" ADD CONSTRAINT "specialist_ratings_specialist_id_khcn_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."khcn_specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_login_failures_scope_key_uq" ON "customer_login_failures" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "customer_login_failures_updated_at_idx" ON "customer_login_failures" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_token_hash_uq" ON "customer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_expires_at_idx" ON "customer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_number_uq" ON "customers" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_sso_subject_uq" ON "customers" USING btree ("sso_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "specialist_ratings_customer_specialist_uq" ON "specialist_ratings" USING btree ("customer_id","specialist_id");--> statement-breakpoint
CREATE INDEX "specialist_ratings_specialist_idx" ON "specialist_ratings" USING btree ("specialist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_login_states_state_hash_uq" ON "sso_login_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_login_states_expires_at_idx" ON "sso_login_states" USING btree ("expires_at");