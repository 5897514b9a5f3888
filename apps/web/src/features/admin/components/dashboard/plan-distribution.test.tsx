import { describe, expect, it } from 'vitest';
import { barPercent } from './plan-distribution';

describe('barPercent', () => {
  it('is the share of active subscriptions, clamped between 5 and 100', () => {
    expect(barPercent(1, 4)).toBe(25);
    expect(barPercent(0, 4)).toBe(5);
    expect(barPercent(1, 100)).toBe(5);
    expect(barPercent(0, 0)).toBe(5);
    expect(barPercent(4, 4)).toBe(100);
    expect(barPercent(9, 4)).toBe(100);
  });
});
