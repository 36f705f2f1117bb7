-- Vietnamese search ignores diacritics (design §6): unaccent() and trigram similarity.
-- Must run before any index that uses gin_trgm_ops. PGlite also needs the `extensions` option.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
