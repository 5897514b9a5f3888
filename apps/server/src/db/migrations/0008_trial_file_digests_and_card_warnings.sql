DROP INDEX "trial_files_trial_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "no_card_warned_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_files" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "trial_files_trial_sha256_idx" ON "trial_files" USING btree ("trial_id","sha256");--> statement-breakpoint
-- A trial is COMPLETED once it has an analysis; those submitted but never analysed were marked too early.
UPDATE "trials" SET "status" = 'PENDING' WHERE "status" = 'COMPLETED' AND "analysis" IS NULL;
