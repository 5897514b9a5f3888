import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 5;

/**
 * How late this process's timers fire: a stalled event loop delays everything it was to do. The histogram holds
 * whole timer intervals, so the interval itself is taken off each figure, leaving how late it fired.
 */
export function watchLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateBy = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  return {
    read: () => ({ p99Ms: lateBy(histogram.percentile(99)), maxMs: lateBy(histogram.max) }),
    reset: () => histogram.reset(),
  };
}
