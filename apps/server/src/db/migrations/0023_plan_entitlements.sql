ALTER TABLE "plans" ADD COLUMN "entitlements" jsonb DEFAULT '{"priority":false}'::jsonb NOT NULL;--> statement-breakpoint
-- A plan that already sells priority (its card says "Priority response", or "Everything in Professional") is
-- entitled to it, so what its card says stays true.
UPDATE "plans" SET "entitlements" = jsonb_build_object('priority', true)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements_text("features") AS feature
  WHERE lower(trim(feature)) IN ('priority response', 'everything in professional')
);
