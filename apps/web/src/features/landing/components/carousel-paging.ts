/**
 * Paging of a carousel that shows `perView` items at once and moves one item at a time, so every position shows
 * a full row: 5 items 3 at a time have 3 positions (items 1–3, 2–4, 3–5); 1 at a time, 5 positions.
 */

/** How many positions (dots) there are. */
export function positionCount(total: number, perView: number): number {
  return Math.max(1, total - Math.max(1, perView) + 1);
}

/** A start index brought inside the positions, e.g. after the screen widened and fewer positions exist. */
export function clampStart(start: number, total: number, perView: number): number {
  return Math.min(Math.max(0, start), positionCount(total, perView) - 1);
}

/** The next position, wrapping from the last to the first. */
export function nextStart(start: number, total: number, perView: number): number {
  return (clampStart(start, total, perView) + 1) % positionCount(total, perView);
}

/** The previous position, wrapping from the first to the last. */
export function previousStart(start: number, total: number, perView: number): number {
  const count = positionCount(total, perView);
  return (clampStart(start, total, perView) - 1 + count) % count;
}

/** Whether the item at `index` is on screen when the carousel starts at `start`. */
export function isInView(index: number, start: number, perView: number): boolean {
  return index >= start && index < start + perView;
}
