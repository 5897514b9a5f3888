ALTER TABLE "library_postings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "library_postings" CASCADE;--> statement-breakpoint
DROP INDEX "library_sections_search_idx";--> statement-breakpoint
DROP INDEX "library_sections_heading_search_idx";--> statement-breakpoint
ALTER TABLE "library_sections" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "library_sections" DROP COLUMN "heading_search";