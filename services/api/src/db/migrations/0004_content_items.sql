CREATE TABLE "content_item_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_item_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text,
	"seo" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"parent_id" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"outstanding" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" text,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_status_ck" CHECK ("content_items"."status" in ('published', 'draft'))
);
--> statement-breakpoint
ALTER TABLE "content_item_translations" ADD CONSTRAINT "content_item_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_parent_id_content_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_translations_type_locale_slug_uq" ON "content_item_translations" USING btree ("type","locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_translations_item_locale_uq" ON "content_item_translations" USING btree ("item_id","locale");--> statement-breakpoint
CREATE INDEX "content_item_translations_title_trgm_idx" ON "content_item_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_items_type_published_idx" ON "content_items" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "content_items_parent_idx" ON "content_items" USING btree ("parent_id");