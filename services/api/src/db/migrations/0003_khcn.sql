CREATE TABLE "khcn_area_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khcn_area_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khcn_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khcn_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "khcn_areas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "khcn_department_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khcn_department_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khcn_departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khcn_departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"phone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khcn_specialist_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khcn_specialist_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"specialist_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"certificates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khcn_specialists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "khcn_specialists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text,
	"experience_years" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "khcn_area_translations" ADD CONSTRAINT "khcn_area_translations_area_id_khcn_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."khcn_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khcn_department_translations" ADD CONSTRAINT "khcn_department_translations_department_id_khcn_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."khcn_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khcn_departments" ADD CONSTRAINT "khcn_departments_area_id_khcn_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."khcn_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khcn_specialist_translations" ADD CONSTRAINT "khcn_specialist_translations_specialist_id_khcn_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."khcn_specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khcn_specialists" ADD CONSTRAINT "khcn_specialists_department_id_khcn_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."khcn_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "khcn_area_translations_area_locale_uq" ON "khcn_area_translations" USING btree ("area_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "khcn_department_translations_department_locale_uq" ON "khcn_department_translations" USING btree ("department_id","locale");--> statement-breakpoint
CREATE INDEX "khcn_departments_area_idx" ON "khcn_departments" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "khcn_specialist_translations_specialist_locale_uq" ON "khcn_specialist_translations" USING btree ("specialist_id","locale");--> statement-breakpoint
CREATE INDEX "khcn_specialists_department_idx" ON "khcn_specialists" USING btree ("department_id");