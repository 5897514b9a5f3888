-- Every side a stored trial document was given for; the files stored so far were given for their one side.
ALTER TABLE "trial_files" ADD COLUMN "sides" "trial_file_side"[];--> statement-breakpoint
UPDATE "trial_files" SET "sides" = ARRAY["side"];--> statement-breakpoint
ALTER TABLE "trial_files" ALTER COLUMN "sides" SET NOT NULL;
