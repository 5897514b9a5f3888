import type { JobContext } from './job-handler';

/**
 * Progress through one stage whose work reports often (a model's answer as it streams, a transcriber's
 * fraction): a write per `step` points at most, the writes one after another, and `settled()` waits for them
 * all, so the next stage's progress never lands before this one's.
 */
export function progressSpan(
  job: Pick<JobContext<unknown>, 'progress'>,
  span: { from: number; width: number; stage: string; step?: number },
) {
  const step = span.step ?? 5;
  let shown = span.from;
  let writes = Promise.resolve();
  return {
    /** How far the stage is, from 0 to 1. */
    report(fraction: number) {
      const percent = span.from + Math.floor((span.width * Math.min(1, Math.max(0, fraction))) / step) * step;
      if (percent <= shown) return;
      shown = percent;
      writes = writes.then(() => job.progress(percent, span.stage)).catch(() => undefined);
    },
    settled: () => writes,
  };
}
