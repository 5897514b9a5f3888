import { z } from 'zod';

/** GET /admin/stats: the dashboard figures, their field names exactly as the dashboard reads them. */
export const adminStatsSchema = z.object({
  userMetrics: z.object({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    recentUsers: z.array(
      z.object({ id: z.number().int(), name: z.string(), email: z.string(), createdAt: z.string() }),
    ),
  }),
  mockTrialMetrics: z.object({
    totalMockTrials: z.number().int(),
    /** Trials created in the last 30 days. */
    recentMockTrials: z.number().int(),
    latestMockTrials: z.array(
      z.object({ id: z.number().int(), createdAt: z.string(), user: z.object({ name: z.string() }) }),
    ),
  }),
  subscriptionMetrics: z.object({
    activeSubscriptions: z.number().int(),
    totalSubscriptions: z.number().int(),
    /** Active subscribers per plan, most subscribed first. */
    subscriptionPlanDistribution: z.array(
      z.object({ planId: z.number().int(), planName: z.string(), count: z.number().int() }),
    ),
  }),
  usageMetrics: z.object({
    totalCredits: z.number().int(),
    topUsers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        credits: z.number().int(),
      }),
    ),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminStatsResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ stats: adminStatsSchema }),
});
