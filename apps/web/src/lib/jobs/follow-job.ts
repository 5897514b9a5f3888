import { finalJobStatuses, jobEventSchema, type Job } from '@amicus/contract/jobs/schemas';
import { ApiError } from '../api-client';
import { readEventStream, StreamHttpError } from '../event-stream';
import { openEventStream } from '../open-event-stream';
import { getJob } from './get-job';

export const isFinalJob = (job: Job) => finalJobStatuses.includes(job.status);

/** Waits before each new attempt after a lost connection: quickly at first, then every 10 s at most. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000] as const;

export type FollowJobOptions = {
  signal: AbortSignal;
  /** The job each time it is heard of: first as it is, then at each change. */
  onJob: (job: Job) => void;
  /** True when the connection was lost and a new one is being made; false once the job is heard of again. */
  onConnectionChange?: (lost: boolean) => void;
  /** The waits before reconnecting, by failures in a row; the last one repeats. */
  reconnectDelaysMs?: readonly number[];
};

/**
 * A failure that may pass: the network, a restarting server or a proxy's limit. A job that does not exist
 * (or is someone else's), or a session that ended, will not get better by asking again.
 */
function mayPass(error: unknown): boolean {
  const status = error instanceof ApiError || error instanceof StreamHttpError ? error.status : undefined;
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * Follows a job to its end: GET /jobs/{id}, then its events (GET /jobs/{id}/events) until a final state.
 * When the stream drops before that, or the network fails, it connects again; the events start again from the
 * job as it is, so nothing is missed. Resolves with the final job; rejects with the ApiError of a refusal
 * that will not pass (404, 401), or the AbortError when `signal` aborts.
 */
export async function followJob(jobId: number, options: FollowJobOptions): Promise<Job> {
  const { signal, onJob, onConnectionChange } = options;
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const state: { job: Job | null; failuresInARow: number } = { job: null, failuresInARow: 0 };
  const heard = (job: Job) => {
    state.job = job;
    if (state.failuresInARow > 0) onConnectionChange?.(false);
    state.failuresInARow = 0;
    onJob(job);
  };

  for (;;) {
    try {
      if (state.job === null) heard(await getJob(jobId, signal));
      if (state.job && isFinalJob(state.job)) return state.job;
      const response = await openEventStream(`/jobs/${jobId}/events`, { method: 'GET', signal });
      await readEventStream(response, { onEvent: (data) => heard(jobEventSchema.parse(data).job) });
      if (state.job && isFinalJob(state.job)) return state.job;
      // The stream ended while the job runs on (a restart, a proxy's time limit): open it again.
    } catch (error) {
      if (signal.aborted) throw error;
      if (!mayPass(error)) {
        // The events' refusal reads like any other call's: the server's message, for the page to show.
        throw error instanceof StreamHttpError ? new ApiError(error.status, error.body) : error;
      }
    }
    if (signal.aborted) throw signal.reason as Error;
    if (state.failuresInARow === 0) onConnectionChange?.(true);
    const delay = delays[Math.min(state.failuresInARow, delays.length - 1)] ?? 0;
    state.failuresInARow += 1;
    await pause(delay, signal);
  }
}
