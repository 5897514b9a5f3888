-- INCLUDE: ranking a search's candidates reads only this index (an index-only scan), not a heap page per section.
CREATE INDEX "library_sections_rank_idx" ON "library_sections" USING btree ("id") INCLUDE ("source_id", "status", "cited_by", "areas") WHERE "library_sections"."withdrawn_at" is null;
