-- Analysis-report PDFs are no longer public files (issue 4): an analysis report's attrs.file
-- is the name of its private download, not a /api/v1/files/ URL. Databases seeded before keep
-- the URL; this leaves the name.
UPDATE "content_items"
SET "attrs" = jsonb_set("attrs", '{file}', to_jsonb(regexp_replace("attrs"->>'file', '^.*/', '')))
WHERE "type" = 'analysis_report' AND "attrs"->>'file' LIKE '%/%';
