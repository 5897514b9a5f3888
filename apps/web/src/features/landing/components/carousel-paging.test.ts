import { describe, expect, it } from 'vitest';
import { clampStart, isInView, nextStart, positionCount, previousStart } from './carousel-paging';

describe('carousel paging', () => {
  it('has one position per item when showing one at a time, and three for five items three at a time', () => {
    expect(positionCount(5, 1)).toBe(5);
    expect(positionCount(5, 3)).toBe(3);
    expect(positionCount(5, 2)).toBe(4);
  });

  it('keeps at least one position when there are fewer items than fit', () => {
    expect(positionCount(2, 3)).toBe(1);
    expect(nextStart(0, 2, 3)).toBe(0);
    expect(previousStart(0, 2, 3)).toBe(0);
  });

  it('wraps from the last position to the first and back', () => {
    expect(nextStart(3, 5, 1)).toBe(4);
    expect(nextStart(4, 5, 1)).toBe(0);
    expect(previousStart(0, 5, 1)).toBe(4);
    expect(nextStart(2, 5, 3)).toBe(0);
    expect(previousStart(0, 5, 3)).toBe(2);
  });

  it('brings a start past the end back inside when the screen widens', () => {
    expect(clampStart(4, 5, 3)).toBe(2);
    expect(clampStart(-1, 5, 1)).toBe(0);
    // Moving on from a start that no longer exists continues from the clamped one.
    expect(nextStart(4, 5, 3)).toBe(0);
    expect(previousStart(4, 5, 3)).toBe(1);
  });

  it('shows perView items from the start', () => {
    expect([0, 1, 2, 3, 4].filter((i) => isInView(i, 1, 3))).toEqual([1, 2, 3]);
    expect([0, 1, 2, 3, 4].filter((i) => isInView(i, 4, 1))).toEqual([4]);
  });
});
