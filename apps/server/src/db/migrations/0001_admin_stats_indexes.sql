CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_active_credits_idx" ON "users" USING btree ("is_active","credits");--> statement-breakpoint
CREATE INDEX "subscriptions_active_plan_idx" ON "subscriptions" USING btree ("plan_id") WHERE "subscriptions"."status" = 'ACTIVE';