ALTER TYPE "public"."library_source_kind" ADD VALUE 'problems';--> statement-breakpoint
CREATE TABLE "library_problem_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"position" integer NOT NULL,
	"citation" text NOT NULL,
	"paragraphs" text[] DEFAULT '{}'::text[] NOT NULL,
	"says" text NOT NULL,
	"section_id" integer,
	"section_hash" text,
	"flag" text,
	"flagged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL,
	"slug" text NOT NULL,
	"area" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"asks" text[] DEFAULT '{}'::text[] NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_problem_sections" ADD CONSTRAINT "library_problem_sections_problem_id_library_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."library_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_problem_sections" ADD CONSTRAINT "library_problem_sections_section_id_library_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."library_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_problem_sections_problem_idx" ON "library_problem_sections" USING btree ("problem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_problems_jurisdiction_slug_idx" ON "library_problems" USING btree ("jurisdiction","slug");