import { describe, expect, it } from 'vitest';
import { addIntervals, nextBillingDate } from './billing-period';

const d = (iso: string) => new Date(iso);

describe('addIntervals', () => {
  it('moves by months and years, clamping the day to the target month', () => {
    expect(addIntervals(d('2026-01-31T10:00:00Z'), 'month', 1)).toEqual(d('2026-02-28T10:00:00Z'));
    expect(addIntervals(d('2028-01-31T10:00:00Z'), 'month', 1)).toEqual(d('2028-02-29T10:00:00Z'));
    expect(addIntervals(d('2026-01-31T10:00:00Z'), 'month', 2)).toEqual(d('2026-03-31T10:00:00Z'));
    expect(addIntervals(d('2026-11-15T00:00:00Z'), 'month', 3)).toEqual(d('2027-02-15T00:00:00Z'));
    expect(addIntervals(d('2028-02-29T08:30:00Z'), 'year', 1)).toEqual(d('2029-02-28T08:30:00Z'));
  });
});

describe('nextBillingDate', () => {
  it('is the next date from the anchor after the period just paid', () => {
    const anchor = d('2026-01-31T10:00:00Z');
    expect(nextBillingDate(anchor, 'month', d('2026-02-28T10:00:00Z'), d('2026-02-28T10:00:01Z'))).toEqual(
      d('2026-03-31T10:00:00Z'),
    );
    expect(nextBillingDate(anchor, 'year', d('2027-01-31T10:00:00Z'), d('2027-01-31T11:00:00Z'))).toEqual(
      d('2028-01-31T10:00:00Z'),
    );
  });

  it('skips periods missed while the server was down instead of charging each', () => {
    const anchor = d('2020-03-15T12:00:00Z');
    expect(nextBillingDate(anchor, 'month', d('2020-04-15T12:00:00Z'), d('2026-07-20T00:00:00Z'))).toEqual(
      d('2026-08-15T12:00:00Z'),
    );
  });
});
