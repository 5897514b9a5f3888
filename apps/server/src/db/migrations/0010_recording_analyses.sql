CREATE TABLE "recording_analyses" (
	"recording_id" integer PRIMARY KEY NOT NULL,
	"analysis" jsonb NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "analysis_job_id" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "recording_analyses" ADD CONSTRAINT "recording_analyses_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_analysis_job_id_jobs_id_fk" FOREIGN KEY ("analysis_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;