import type { FastifyBaseLogger } from 'fastify';

/** What a job's code gets: its input, a signal to stop on, and a way to report progress. */
export type JobContext<Payload> = {
  id: number;
  userId: number | null;
  payload: Payload;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Fires when the owner cancels, this instance shuts down, or the claim was lost: stop soon. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Stores and publishes how far it is (0–100) and what it does now, in a few words. */
  progress: (percent: number, stage: string) => Promise<void>;
};

/**
 * One kind of job. `run` returns the result (stored as JSON) or throws: an AppError is final and its message
 * is shown to the owner; any other error is a passing failure, retried with backoff until `maxAttempts` runs.
 */
export type JobHandler<Payload, Result> = {
  kind: string;
  /** How many times it may run, counting runs cut short by a crashed instance. Default 3. */
  maxAttempts?: number;
  /** A kind that runs for minutes (a transcription): it never takes an instance's last free slot. */
  long?: boolean;
  run: (job: JobContext<Payload>) => Promise<Result>;
};

/** Why a job's signal fired. */
export type JobAbortReason = 'cancel' | 'shutdown' | 'lost';

/** Wait before retry n (1 = after the first failed run): 5 s, 10 s, 20 s, … at most 5 minutes. */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 300_000;
export const retryDelayMs = (failedAttempts: number) =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_MS);
