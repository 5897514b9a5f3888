import type { PlanInterval } from '@amicus/contract/plans/schemas';

/**
 * `anchor` moved by `count` months or years in UTC, with the day clamped to the target month's length: a
 * subscription started on 31 January bills on 28/29 February, then on 31 March again (always counted from the
 * anchor, so short months never pull later billing days earlier).
 */
export function addIntervals(anchor: Date, interval: PlanInterval, count: number): Date {
  const months = interval === 'year' ? 12 * count : count;
  const targetMonth = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = ((targetMonth % 12) + 12) % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(anchor);
  result.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), daysInMonth));
  return result;
}

/**
 * The first billing date of the subscription anchored at `anchor` that lies after both `period` (the one just
 * paid) and `now`. A server that was down for several periods charges one period, then resumes from today
 * rather than charging every missed period at once.
 */
export function nextBillingDate(anchor: Date, interval: PlanInterval, period: Date, now: Date): Date {
  const floor = Math.max(period.getTime(), now.getTime());
  // Whole periods since the anchor, estimated and then corrected, so this stays O(1) for old subscriptions.
  const approx = Math.max(
    1,
    Math.floor((floor - anchor.getTime()) / ((interval === 'year' ? 365 : 28) * 86_400_000)) - 1,
  );
  let count = approx;
  while (addIntervals(anchor, interval, count).getTime() <= floor) count += 1;
  while (count > 1 && addIntervals(anchor, interval, count - 1).getTime() > floor) count -= 1;
  return addIntervals(anchor, interval, count);
}
