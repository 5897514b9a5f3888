import { z } from 'zod';
import { CURRENCY, PLAN_INTERVALS } from '../common/constants';
import { planMessages } from './messages';

export const planIntervalSchema = z.enum(PLAN_INTERVALS);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

/**
 * What a plan entitles its subscribers to, held as data beside the plan and edited with it. `priority`: their
 * jobs (analyses, reviews, drafts, transcriptions) are claimed ahead of others' when the queue is fair to both
 * (the "Priority response" a plan card sells).
 */
export const planEntitlementsSchema = z.object({ priority: z.boolean().default(false) });
export type PlanEntitlements = z.infer<typeof planEntitlementsSchema>;

/** Prices are integer cents in USD; `status` is the plan's active flag. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.literal(CURRENCY),
  interval: planIntervalSchema,
  features: z.array(z.string()),
  creditAmount: z.number().int(),
  entitlements: planEntitlementsSchema,
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

/** Up to $100,000 and 10 million credits: far above any real plan, far below integer overflow. */
export const PLAN_MAX_PRICE_CENTS = 10_000_000;
export const PLAN_MAX_CREDITS = 10_000_000;

const name = z
  .string({ error: planMessages.nameRequired })
  .trim()
  .min(1, { error: planMessages.nameRequired })
  .max(100, { error: 'Name must be at most 100 characters' });
const description = z.string().trim().max(1000, { error: 'Description must be at most 1000 characters' });
const price = z
  .number({ error: planMessages.priceRequired })
  .int({ error: 'Price must be a whole number of cents' })
  .min(0, { error: 'Price must be at least 0' })
  .max(PLAN_MAX_PRICE_CENTS, { error: `Price must be at most ${PLAN_MAX_PRICE_CENTS} cents` });
const creditAmount = z
  .number({ error: planMessages.creditAmountRequired })
  .int({ error: 'Credit amount must be a whole number' })
  .min(0, { error: 'Credit amount must be at least 0' })
  .max(PLAN_MAX_CREDITS, { error: `Credit amount must be at most ${PLAN_MAX_CREDITS}` });
/** Empty feature rows are dropped on save. */
const features = z
  .array(z.string().trim().max(200, { error: 'A feature must be at most 200 characters' }))
  .max(30, { error: 'A plan can list at most 30 features' })
  .transform((list) => list.filter((f) => f.length > 0));

/** POST /subscription (admins). `isActive` is written; answers call it `status`. */
export const createPlanBodySchema = z.object({
  name,
  description: description.default(''),
  price,
  interval: planIntervalSchema.default('month'),
  features: features.default([]),
  creditAmount,
  entitlements: planEntitlementsSchema.default({ priority: false }),
  isActive: z.boolean().default(true),
});
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;

/** PUT /subscription/{id} (admins): any subset of the fields. */
export const updatePlanBodySchema = z.object({
  name: name.optional(),
  description: description.optional(),
  price: price.optional(),
  interval: planIntervalSchema.optional(),
  features: features.optional(),
  creditAmount: creditAmount.optional(),
  entitlements: planEntitlementsSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdatePlanBody = z.input<typeof updatePlanBodySchema>;

/** GET /subscription/: the spec's client reads `plans` or `data`, so both carry the list. */
export const planListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(planSchema),
  plans: z.array(planSchema),
});
export type PlanListResult = z.infer<typeof planListResultSchema>;

export const planResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: planSchema,
});
export type PlanResult = z.infer<typeof planResultSchema>;

/** DELETE /subscription/{id}: a plan anyone subscribed to is only deactivated, so their records keep it. */
export const deletePlanResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), deleted: z.boolean(), deactivated: z.boolean() }),
});
export type DeletePlanResult = z.infer<typeof deletePlanResultSchema>;
