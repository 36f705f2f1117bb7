CREATE TABLE "ekyc_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"handoff_token_hash" text,
	"step" text NOT NULL,
	"contact" jsonb,
	"registration" jsonb,
	"card" jsonb,
	"face" jsonb,
	"review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_hash" text NOT NULL,
	"otp_verified_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_cases_step_ck" CHECK ("ekyc_cases"."step" in ('contact_info', 'id_documents', 'face_video', 'registration', 'otp', 'contract', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ekyc_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"code" text,
	"checks" jsonb NOT NULL,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_checks_kind_ck" CHECK ("ekyc_checks"."kind" in ('front', 'back', 'signature', 'face_video', 'card_data'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ekyc_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" uuid,
	"id_number" text NOT NULL,
	"customer_number" text NOT NULL,
	"account_number" text,
	"variant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_completions_variant_ck" CHECK ("ekyc_completions"."variant" in ('opened', 'review'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ekyc_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_files_kind_ck" CHECK ("ekyc_files"."kind" in ('front', 'back', 'signature', 'face_video')),
	CONSTRAINT "ekyc_files_status_ck" CHECK ("ekyc_files"."status" in ('verified', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ekyc_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ekyc_options_kind_ck" CHECK ("ekyc_options"."kind" in ('broker', 'service_pack', 'bank', 'referral_channel'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_otps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ekyc_otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "ekyc_checks" ADD CONSTRAINT "ekyc_checks_case_id_ekyc_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."ekyc_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_completions" ADD CONSTRAINT "ekyc_completions_case_id_ekyc_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."ekyc_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_files" ADD CONSTRAINT "ekyc_files_case_id_ekyc_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."ekyc_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_otps" ADD CONSTRAINT "ekyc_otps_case_id_ekyc_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."ekyc_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ekyc_cases_expires_at_idx" ON "ekyc_cases" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ekyc_cases_created_at_idx" ON "ekyc_cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ekyc_checks_case_idx" ON "ekyc_checks" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_completions_id_number_uq" ON "ekyc_completions" USING btree ("id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_completions_customer_number_uq" ON "ekyc_completions" USING btree ("customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_completions_account_number_uq" ON "ekyc_completions" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_completions_case_uq" ON "ekyc_completions" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_files_case_kind_uq" ON "ekyc_files" USING btree ("case_id","kind");--> statement-breakpoint
CREATE INDEX "ekyc_files_created_at_idx" ON "ekyc_files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_options_kind_code_uq" ON "ekyc_options" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "ekyc_otps_case_idx" ON "ekyc_otps" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_id_number_uq" ON "customers" USING btree ("id_number");