CREATE TABLE "library_terms" (
	"lexeme" text NOT NULL,
	"source_id" integer NOT NULL,
	"section_ids" integer[] NOT NULL,
	"weights" real[] NOT NULL,
	CONSTRAINT "library_terms_lexeme_source_id_pk" PRIMARY KEY("lexeme","source_id")
);
--> statement-breakpoint
ALTER TABLE "library_terms" ADD CONSTRAINT "library_terms_source_id_library_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."library_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_terms_source_idx" ON "library_terms" USING btree ("source_id");