import { finalJobStatuses } from '@amicus/contract/jobs/schemas';
import type { Database } from '../db/client';
import { readJob, type JobRow } from './job-queries';
import type { JobRunner } from './job-runner';

export const isFinal = (row: JobRow) => finalJobStatuses.includes(row.status);

/** What a follower sees of a job: a change in any of these is an event, a renewed lease is not. */
const visibleState = (row: JobRow) =>
  JSON.stringify([row.status, row.progress, row.stage, row.attempts, row.cancelRequested, row.error]);

/**
 * Follows one job from the database: `listener` gets the job as it is, then again each time it changes, until
 * it reaches a final state (or disappears, or `stop` is called). Changes made by this instance wake it at once;
 * changes made by another instance are seen at the runner's poll interval. `done` resolves with the last row.
 */
export function watchJob(
  db: Database,
  runner: JobRunner,
  id: number,
  listener: (row: JobRow) => void,
): { stop: () => void; done: Promise<JobRow | undefined> } {
  let stopped = false;
  let dirty = false;
  let wake: (() => void) | undefined;
  const off = runner.onChange(id, () => {
    dirty = true;
    wake?.();
  });
  const stop = () => {
    stopped = true;
    wake?.();
  };
  if (runner.closed.aborted) stop();
  runner.closed.addEventListener('abort', stop, { once: true });

  const done = (async () => {
    let last = '';
    let row: JobRow | undefined;
    try {
      while (!stopped) {
        dirty = false;
        row = await readJob(db, id);
        if (!row || stopped) break;
        const state = visibleState(row);
        if (state !== last) {
          last = state;
          listener(row);
        }
        if (isFinal(row)) break;
        if (dirty) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, runner.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          if (dirty) wake();
        });
        wake = undefined;
      }
    } finally {
      off();
      runner.closed.removeEventListener('abort', stop);
    }
    return row;
  })();
  return { stop, done };
}

/** Waits for a job to reach a final state; undefined if it has not after `timeoutMs`. */
export async function waitForJob(
  db: Database,
  runner: JobRunner,
  id: number,
  timeoutMs: number,
): Promise<JobRow | undefined> {
  const watch = watchJob(db, runner, id, () => {});
  const timer = setTimeout(watch.stop, timeoutMs);
  try {
    const row = await watch.done;
    return row && isFinal(row) ? row : undefined;
  } finally {
    clearTimeout(timer);
  }
}
