CREATE TABLE "ephemeral_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ephemeral_entries_expires_at_ix" ON "ephemeral_entries" USING btree ("expires_at");