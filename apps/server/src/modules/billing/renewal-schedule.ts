import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { describeError } from '../../http/describe-error';
import { runRenewals } from './renewal';
import { warnRenewalsWithoutCard } from './renewal-warnings';

/** How often each instance looks for due subscriptions; running on several instances at once is safe. */
export const RENEWAL_INTERVAL_MS = 60_000;

export type RenewalSchedule = { stop: () => Promise<void> };

/**
 * Runs the renewal job every `intervalMs` on this instance; a run still going when the next tick comes is not
 * doubled. `stop` clears the timer and waits for a run in progress, so closing never cuts a charge in half.
 */
export function startRenewalSchedule(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs: number = RENEWAL_INTERVAL_MS,
): RenewalSchedule {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runRenewals(ctx, log)
      .then(async (report) => {
        if (report.renewed > 0 || report.pastDue > 0) log.info({ renewals: report }, 'renewals run');
        const warned = await warnRenewalsWithoutCard(ctx, log);
        if (warned > 0) log.info({ warned }, 'subscribers warned of a renewal without a card');
      })
      .catch((error: unknown) => log.error({ error: describeError(error) }, 'renewal run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer alone must not keep a process (or a test run) alive.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
