ALTER TABLE "trials" ADD COLUMN "analysis_sources" jsonb;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "analysis_citation_check" jsonb;