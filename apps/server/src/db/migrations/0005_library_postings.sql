CREATE TABLE "library_postings" (
	"lexeme" text NOT NULL,
	"section_id" integer NOT NULL,
	"in_heading" integer NOT NULL,
	"in_body" integer NOT NULL,
	"in_context" boolean NOT NULL,
	"heading_length" integer NOT NULL,
	"body_length" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_sections" ADD COLUMN "cited_by" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_postings" ADD CONSTRAINT "library_postings_section_id_library_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."library_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Index the sections already imported (search/postings.ts writes them from now on).
INSERT INTO "library_postings" ("lexeme", "section_id", "in_heading", "in_body", "in_context", "heading_length", "body_length")
SELECT x.lexeme, s.id,
  coalesce(cardinality(array_positions(x.weights, 'A')), 0),
  coalesce(cardinality(array_positions(x.weights, 'B')), 0),
  x.in_context, length(s.heading_search), length(s.search)
FROM "library_sections" s CROSS JOIN LATERAL (
  SELECT coalesce(w.lexeme, c.lexeme) AS lexeme, w.weights, c.lexeme IS NOT NULL AS in_context
  FROM unnest(s.search) w
  FULL JOIN unnest(tsvector_to_array(to_tsvector('english', coalesce((
      SELECT string_agg(level.value ->> 'heading', ' ')
      FROM jsonb_array_elements(s.hierarchy) WITH ORDINALITY AS level(value, depth)
      WHERE level.depth > 1), '')))) AS c(lexeme) ON c.lexeme = w.lexeme
) x;--> statement-breakpoint
UPDATE "library_sections" s SET "cited_by" = c.n
FROM (
  SELECT t.source_id, r.number, count(*)::int AS n
  FROM "library_sections" t, unnest(t.cross_references) AS r(number)
  WHERE t.withdrawn_at IS NULL
  GROUP BY t.source_id, r.number
) c
WHERE s.source_id = c.source_id AND s.number = c.number;--> statement-breakpoint
-- INCLUDE: a search reads the index alone (an index-only scan), never the table.
CREATE INDEX "library_postings_lexeme_idx" ON "library_postings" USING btree ("lexeme") INCLUDE ("section_id", "in_heading", "in_body", "in_context", "heading_length", "body_length");--> statement-breakpoint
CREATE INDEX "library_postings_section_idx" ON "library_postings" USING btree ("section_id");
