import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { plans, subscriptions, users } from '../../db/schema/index';
import { describeError } from '../../http/describe-error';
import { renewalCardFor } from './renewal-card';
import { noCardWarningMail } from './renewal-mails';

/** How long before its billing date a subscriber with no card to charge is told so. */
export const NO_CARD_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const WARNING_BATCH = 100;

/**
 * E-mails each subscriber whose paid plan renews within NO_CARD_WARNING_DAYS while no card can be charged
 * (bought with a card entered once, and none saved since), so they can save one before the renewal fails. One
 * warning per billing date: the date warned for is recorded first, conditionally, so two instances running
 * this at once send one mail. Answers how many were warned.
 */
export async function warnRenewalsWithoutCard(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: { now?: Date } = {},
): Promise<number> {
  const now = options.now ?? ctx.clock.now();
  const horizon = new Date(now.getTime() + NO_CARD_WARNING_DAYS * DAY_MS);
  const notYetWarned = or(
    isNull(subscriptions.noCardWarnedFor),
    ne(subscriptions.noCardWarnedFor, subscriptions.nextBillingDate),
  );
  const upcoming = await ctx.db
    .select({
      subscription: subscriptions,
      plan: plans,
      user: { name: users.name, email: users.email },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        gt(subscriptions.nextBillingDate, now),
        lte(subscriptions.nextBillingDate, horizon),
        gt(plans.price, 0),
        notYetWarned,
      ),
    )
    .limit(WARNING_BATCH);

  let warned = 0;
  for (const { subscription, plan, user } of upcoming) {
    const billingDate = subscription.nextBillingDate!;
    try {
      if (await renewalCardFor(ctx, subscription)) continue;
      const [claimed] = await ctx.db
        .update(subscriptions)
        .set({ noCardWarnedFor: billingDate })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.status, 'ACTIVE'),
            eq(subscriptions.nextBillingDate, billingDate),
            notYetWarned,
          ),
        )
        .returning({ id: subscriptions.id });
      if (!claimed) continue;
      await ctx.mailer.send(noCardWarningMail(ctx.config.appUrl, user, plan, billingDate));
      warned += 1;
    } catch (error) {
      log.error({ subscriptionId: subscription.id, error: describeError(error) }, 'renewal warning failed');
    }
  }
  return warned;
}
