import { z } from 'zod';
import { referenceIdSchema } from '../common/ids';
import { pageSchema, pageSizeSchema, paginationSchema } from '../common/pagination';
import { MAX_PAGE_SIZE } from '../common/constants';
import { planIntervalSchema, planSchema } from '../plans/schemas';

/** ACTIVE and CANCELLED (only ACTIVE can be cancelled), and PAST_DUE when a renewal could not be charged. */
export const subscriptionStatuses = ['ACTIVE', 'CANCELLED', 'PAST_DUE'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  planId: z.number().int(),
  plan: planSchema,
  status: subscriptionStatusSchema,
  startDate: z.string(),
  /** Null once cancelled: nothing more will be billed. */
  nextBillingDate: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The saved card renewals charge; null when the user's newest saved card is used instead. */
  paymentMethodId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
});

/** A subscription with its user, for the admins' lists. */
export const subscriptionWithUserSchema = subscriptionSchema.extend({ user: subscriberSchema });
export type SubscriptionWithUser = z.infer<typeof subscriptionWithUserSchema>;

/** The saved card a renewal will charge, as the plan page names it. */
export const renewalCardSchema = z.object({
  id: z.number().int(),
  cardType: z.string(),
  lastFourDigits: z.string(),
});
export type RenewalCard = z.infer<typeof renewalCardSchema>;

/**
 * The user's own ACTIVE subscription, with the card its next renewal will charge: null when there is none (a
 * plan bought with a card entered once, and no card saved since), and the renewal will then fail on its date.
 */
export const activeSubscriptionSchema = subscriptionSchema.extend({
  renewalCard: renewalCardSchema.nullable(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

/** GET /payment/user-subscription: the signed-in user's ACTIVE subscription, or null. */
export const userSubscriptionResultSchema = z.object({
  success: z.literal(true),
  data: activeSubscriptionSchema.nullable(),
});
export type UserSubscriptionResult = z.infer<typeof userSubscriptionResultSchema>;

export const subscriptionResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: subscriptionSchema,
});
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** GET /subscription/all (admins): every subscription, newest first; optional status filter. */
export const allSubscriptionsQuerySchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema().default(MAX_PAGE_SIZE),
  status: subscriptionStatusSchema.optional(),
});
export type AllSubscriptionsQuery = z.input<typeof allSubscriptionsQuerySchema>;

export const subscriptionListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(subscriptionWithUserSchema),
  pagination: paginationSchema,
});
export type SubscriptionListResult = z.infer<typeof subscriptionListResultSchema>;

/** GET /subscription/subscriptions/{userId}: one user's subscriptions, newest first. */
export const userSubscriptionsResultSchema = z.object({
  success: z.literal(true),
  data: z.array(subscriptionSchema),
});

/**
 * POST /subscription/sub with the fields the spec lists. Starts a subscription without a charge: admins for
 * any user and plan, a user only for themselves and only on a free plan. The plan's own price, credits and
 * interval always apply; the descriptive fields, when sent, must match the plan.
 */
export const directSubscribeBodySchema = z.object({
  userId: referenceIdSchema().optional(),
  planId: referenceIdSchema(),
  creditAmount: z.number().int().optional(),
  interval: planIntervalSchema.optional(),
  price: z.number().int().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  features: z.array(z.string()).optional(),
});
export type DirectSubscribeBody = z.infer<typeof directSubscribeBodySchema>;
