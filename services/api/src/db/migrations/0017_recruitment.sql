CREATE TABLE "recruitment_about_us_post_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_about_us_post_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_about_us_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_about_us_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"via_cv_online" boolean NOT NULL,
	"cv_data" jsonb,
	"cv_file_key" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_applications_status_ck" CHECK ("recruitment_applications"."status" in ('submitted', 'reviewing', 'interview', 'passed', 'rejected')),
	CONSTRAINT "recruitment_applications_cv_ck" CHECK (("recruitment_applications"."via_cv_online" and "recruitment_applications"."cv_data" is not null) or (not "recruitment_applications"."via_cv_online" and "recruitment_applications"."cv_file_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "recruitment_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"map_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recruitment_categories_kind_ck" CHECK ("recruitment_categories"."kind" in ('workplace', 'career', 'form', 'title', 'department', 'position'))
);
--> statement-breakpoint
CREATE TABLE "recruitment_category_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_category_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_cv_files" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"pages" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_cvs" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_faq_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_faq_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"faq_id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_join_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_join_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gender" text NOT NULL,
	"hometown" text NOT NULL,
	"position_id" integer NOT NULL,
	"news_id" integer,
	"cv_file_key" text NOT NULL,
	"cv_file_size" integer NOT NULL,
	"locale" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_join_submissions_gender_ck" CHECK ("recruitment_join_submissions"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "recruitment_likes" (
	"member_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_likes_member_id_news_id_pk" PRIMARY KEY("member_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "recruitment_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"otp_channel" text NOT NULL,
	"registration_key_hash" text,
	"verified_at" timestamp with time zone,
	"date_of_birth" date,
	"gender" text,
	"address" text,
	"avatar_key" text,
	"locale" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_members_gender_ck" CHECK ("recruitment_members"."gender" in ('female', 'male', 'other'))
);
--> statement-breakpoint
CREATE TABLE "recruitment_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_id" integer NOT NULL,
	"career_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position_id" integer,
	"salary_min" integer,
	"salary_max" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"deadline" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_news_salary_ck" CHECK ("recruitment_news"."salary_min" is null or "recruitment_news"."salary_max" is null or "recruitment_news"."salary_min" <= "recruitment_news"."salary_max")
);
--> statement-breakpoint
CREATE TABLE "recruitment_news_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_news_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"news_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"benefits" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_news_workplaces" (
	"news_id" integer NOT NULL,
	"workplace_id" integer NOT NULL,
	CONSTRAINT "recruitment_news_workplaces_news_id_workplace_id_pk" PRIMARY KEY("news_id","workplace_id")
);
--> statement-breakpoint
CREATE TABLE "recruitment_otps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_otps_purpose_ck" CHECK ("recruitment_otps"."purpose" in ('register', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "recruitment_reminders" (
	"member_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_reminders_member_id_news_id_pk" PRIMARY KEY("member_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "recruitment_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruitment_about_us_post_translations" ADD CONSTRAINT "recruitment_about_us_post_translations_post_id_recruitment_about_us_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."recruitment_about_us_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_applications" ADD CONSTRAINT "recruitment_applications_news_id_recruitment_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."recruitment_news"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_category_translations" ADD CONSTRAINT "recruitment_category_translations_category_id_recruitment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_cv_files" ADD CONSTRAINT "recruitment_cv_files_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_cvs" ADD CONSTRAINT "recruitment_cvs_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_faq_translations" ADD CONSTRAINT "recruitment_faq_translations_faq_id_recruitment_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."recruitment_faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_join_submissions" ADD CONSTRAINT "recruitment_join_submissions_position_id_recruitment_categories_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_join_submissions" ADD CONSTRAINT "recruitment_join_submissions_news_id_recruitment_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."recruitment_news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_likes" ADD CONSTRAINT "recruitment_likes_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_likes" ADD CONSTRAINT "recruitment_likes_news_id_recruitment_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."recruitment_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news" ADD CONSTRAINT "recruitment_news_department_id_recruitment_categories_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news" ADD CONSTRAINT "recruitment_news_career_id_recruitment_categories_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news" ADD CONSTRAINT "recruitment_news_form_id_recruitment_categories_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news" ADD CONSTRAINT "recruitment_news_title_id_recruitment_categories_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news" ADD CONSTRAINT "recruitment_news_position_id_recruitment_categories_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news_translations" ADD CONSTRAINT "recruitment_news_translations_news_id_recruitment_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."recruitment_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news_workplaces" ADD CONSTRAINT "recruitment_news_workplaces_news_id_recruitment_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."recruitment_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_news_workplaces" ADD CONSTRAINT "recruitment_news_workplaces_workplace_id_recruitment_categories_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."recruitment_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_otps" ADD CONSTRAINT "recruitment_otps_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_reminders" ADD CONSTRAINT "recruitment_reminders_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_reminders" ADD CONSTRAINT "recruitment_reminders_news_id_recruitment_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."recruitment_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_sessions" ADD CONSTRAINT "recruitment_sessions_member_id_recruitment_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."recruitment_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_about_us_post_translations_post_locale_uq" ON "recruitment_about_us_post_translations" USING btree ("post_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_about_us_post_translations_locale_slug_uq" ON "recruitment_about_us_post_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_applications_member_news_uq" ON "recruitment_applications" USING btree ("member_id","news_id");--> statement-breakpoint
CREATE INDEX "recruitment_applications_news_idx" ON "recruitment_applications" USING btree ("news_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_categories_kind_code_uq" ON "recruitment_categories" USING btree ("kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_category_translations_category_locale_uq" ON "recruitment_category_translations" USING btree ("category_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_faq_translations_faq_locale_uq" ON "recruitment_faq_translations" USING btree ("faq_id","locale");--> statement-breakpoint
CREATE INDEX "recruitment_join_submissions_created_at_idx" ON "recruitment_join_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recruitment_likes_news_idx" ON "recruitment_likes" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "recruitment_members_email_idx" ON "recruitment_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "recruitment_members_phone_idx" ON "recruitment_members" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_members_verified_email_uq" ON "recruitment_members" USING btree ("email") WHERE "recruitment_members"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_members_verified_phone_uq" ON "recruitment_members" USING btree ("phone") WHERE "recruitment_members"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_members_registration_key_uq" ON "recruitment_members" USING btree ("registration_key_hash");--> statement-breakpoint
CREATE INDEX "recruitment_members_created_at_idx" ON "recruitment_members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recruitment_news_deadline_idx" ON "recruitment_news" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "recruitment_news_published_at_idx" ON "recruitment_news" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_news_translations_news_locale_uq" ON "recruitment_news_translations" USING btree ("news_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_news_translations_locale_slug_uq" ON "recruitment_news_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "recruitment_news_workplaces_workplace_idx" ON "recruitment_news_workplaces" USING btree ("workplace_id");--> statement-breakpoint
CREATE INDEX "recruitment_otps_member_idx" ON "recruitment_otps" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "recruitment_reminders_due_idx" ON "recruitment_reminders" USING btree ("remind_at") WHERE "recruitment_reminders"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_sessions_token_hash_uq" ON "recruitment_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "recruitment_sessions_member_idx" ON "recruitment_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recruitment_sessions_expires_at_idx" ON "recruitment_sessions" USING btree ("expires_at");