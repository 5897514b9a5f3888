-- The index is derived from the sections: emptied here and written again for each source at the next start
-- (seed: indexUnindexedSources), its arrays now bytes a search reads without parsing text.
TRUNCATE "library_terms";--> statement-breakpoint
ALTER TABLE "library_terms" ALTER COLUMN "section_ids" SET DATA TYPE bytea USING NULL;--> statement-breakpoint
ALTER TABLE "library_terms" ALTER COLUMN "weights" SET DATA TYPE bytea USING NULL;--> statement-breakpoint
ALTER TABLE "library_terms" ADD COLUMN "sections" integer NOT NULL;
