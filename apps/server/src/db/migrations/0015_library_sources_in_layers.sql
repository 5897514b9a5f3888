ALTER TABLE "library_sections" ADD COLUMN "cite_key" text;--> statement-breakpoint
ALTER TABLE "library_sections" ADD COLUMN "cite_section" text;--> statement-breakpoint
ALTER TABLE "library_sources" ADD COLUMN "edition" text;--> statement-breakpoint
ALTER TABLE "library_sources" ADD COLUMN "attribution" text;--> statement-breakpoint
ALTER TABLE "library_sources" ADD COLUMN "citation_grammar" jsonb;--> statement-breakpoint
ALTER TABLE "library_sources" ADD COLUMN "format" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX "library_sections_cite_key_idx" ON "library_sections" USING btree ("cite_key");--> statement-breakpoint
CREATE INDEX "library_sections_cite_section_idx" ON "library_sections" USING btree ("cite_section");--> statement-breakpoint
-- Sections imported before citations had keys: the D.C. Code's, by its one grammar (dc {number}).
UPDATE "library_sections" s SET "cite_key" = 'dc ' || lower(s."number"), "cite_section" = lower(s."number")
  FROM "library_sources" src WHERE src."id" = s."source_id" AND src."citation_prefix" = 'D.C. Code §';--> statement-breakpoint
UPDATE "library_sources" SET "format" = 'open-law-xml' WHERE "citation_prefix" = 'D.C. Code §';--> statement-breakpoint
UPDATE "library_sources" SET "format" = 'guides' WHERE "key" LIKE 'guide-%';
