CREATE TYPE "public"."library_section_status" AS ENUM('in_force', 'repealed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."library_source_kind" AS ENUM('statute', 'regulation', 'court_rule', 'case', 'guide', 'form');--> statement-breakpoint
CREATE TABLE "library_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"number" text NOT NULL,
	"heading" text NOT NULL,
	"citation" text NOT NULL,
	"hierarchy" jsonb NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"body" text NOT NULL,
	"notes" jsonb NOT NULL,
	"cross_references" text[] NOT NULL,
	"areas" text[] NOT NULL,
	"status" "library_section_status" DEFAULT 'in_force' NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("library_sections"."number", '') || ' ' || "library_sections"."heading"), 'A') || setweight(to_tsvector('english', "library_sections"."body"), 'B')) STORED NOT NULL,
	"heading_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "library_sections"."number" || ' ' || "library_sections"."heading")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"kind" "library_source_kind" NOT NULL,
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"url" text,
	"licence" text NOT NULL,
	"as_of" date,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"citation_prefix" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "citation_check" jsonb;--> statement-breakpoint
ALTER TABLE "library_sections" ADD CONSTRAINT "library_sections_source_id_library_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."library_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_sections_source_number_idx" ON "library_sections" USING btree ("source_id","number");--> statement-breakpoint
CREATE INDEX "library_sections_number_idx" ON "library_sections" USING btree ("number");--> statement-breakpoint
CREATE INDEX "library_sections_search_idx" ON "library_sections" USING gin ("search");--> statement-breakpoint
CREATE INDEX "library_sections_heading_search_idx" ON "library_sections" USING gin ("heading_search");--> statement-breakpoint
CREATE UNIQUE INDEX "library_sources_key_idx" ON "library_sources" USING btree ("key");