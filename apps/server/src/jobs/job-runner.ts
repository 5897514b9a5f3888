import { randomUUID } from 'node:crypto';
import { EventEmitter, setMaxListeners } from 'node:events';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobMessages } from '@amicus/contract/jobs/messages';
import type { Database, DbOrTx } from '../db/client';
import { jobs } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { describeError } from '../http/describe-error';
import type { Clock } from '../lib/clock';
import { chargeJob, refundUnsuccessfulJobs } from './job-charges';
import { retryDelayMs, type JobAbortReason, type JobContext, type JobHandler } from './job-handler';
import {
  claimDueJob,
  readJob,
  renewLeases,
  requeued,
  settleAbandonedJobs,
  updateHeldJob,
  type JobRow,
} from './job-queries';

/**
 * Runs long work as jobs stored in the database, shared by every instance on it. Each instance polls for due
 * jobs of the kinds it knows, claims one at a time (SKIP LOCKED), holds it with a lease it renews on every
 * poll, and writes progress and the outcome to the row; followers read the row (see watch-job.ts). A job whose
 * instance died is claimed again once its lease has passed.
 */
export type JobRunner = {
  readonly instanceId: string;
  readonly pollMs: number;
  /** Fires when the runner closes: followers end their streams, so clients reattach to another instance. */
  readonly closed: AbortSignal;
  /** Makes this instance run jobs of this kind; register before start(). */
  register: <Payload, Result>(handler: JobHandler<Payload, Result>) => void;
  /**
   * Queues a job. `within`: a transaction to write it in, so that it exists only if the transaction commits (a
   * caller that checks for a running job and queues one in the same transaction queues one however many race);
   * call `wake` once it has committed. `price`: credits debited from `userId` with the job, in the same
   * transaction (a 402 queues nothing), and given back if the job fails or is cancelled.
   */
  enqueue: <Payload, Result>(
    handler: JobHandler<Payload, Result>,
    payload: Payload,
    options?: { userId?: number | null; within?: DbOrTx; price?: number },
  ) => Promise<JobRow>;
  /** Claims due jobs now rather than at the next poll (a started instance only). */
  wake: () => void;
  /** Starts polling; until then (and with concurrency 0) this instance only queues and follows jobs. */
  start: () => void;
  /** One round now: renew leases, settle abandoned jobs, claim due ones. */
  tick: () => Promise<void>;
  /** Calls `listener` whenever this instance writes job `id` (writes by others are seen by polling). */
  onChange: (id: number, listener: () => void) => () => void;
  /** Queued: cancelled at once. Running: asked to stop, here at once, on another instance at its next poll. */
  cancel: (id: number) => Promise<JobRow | undefined>;
  /** Stops claiming; running jobs are aborted and put back in the queue for another instance. */
  close: () => Promise<void>;
};

type LocalJob = { kind: string; abort: AbortController; done: Promise<void> };

/** How long a cancel waits for a job running here to stop, before answering with it still stopping. */
const CANCEL_WAIT_MS = 5_000;

export function createJobRunner(options: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  concurrency: number;
  pollMs: number;
  leaseMs: number;
}): JobRunner {
  const { db, clock, log, leaseMs } = options;
  const instanceId = randomUUID();
  const handlers = new Map<string, JobHandler<unknown, unknown>>();
  const local = new Map<number, LocalJob>();
  const changes = new EventEmitter().setMaxListeners(0);
  const changed = (id: number) => changes.emit(String(id));
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closing = false;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;
  let lastSweep = Number.NEGATIVE_INFINITY;
  const closed = new AbortController();
  // Every follower of a job listens to it (an open event stream, a waiting request): no listener limit.
  setMaxListeners(0, closed.signal);

  async function round() {
    const now = clock.now();
    const held = await renewLeases(db, { ids: [...local.keys()], instanceId, now, leaseMs });
    const stillHeld = new Map(held.map((row) => [row.id, row.cancelRequested]));
    for (const [id, job] of local) {
      if (!stillHeld.has(id)) job.abort.abort('lost' satisfies JobAbortReason);
      else if (stillHeld.get(id)) job.abort.abort('cancel' satisfies JobAbortReason);
    }
    // A job is abandoned only once a lease has passed: looking twice a lease is often enough.
    if (now.getTime() - lastSweep >= leaseMs / 2) {
      lastSweep = now.getTime();
      const settled = await settleAbandonedJobs(db, { now, interruptedMessage: jobMessages.interrupted });
      // Also the refunds a crash kept from being written when a job ended.
      await refundUnsuccessfulJobs(db);
      for (const id of settled) changed(id);
    }

    const kinds = [...handlers.keys()];
    while (started && !closing && kinds.length > 0 && local.size < options.concurrency) {
      // Long kinds leave one slot to the others: an hour of transcriptions never queues an analysis behind it.
      const longRunning = [...local.values()].filter((job) => handlers.get(job.kind)?.long).length;
      const claimable =
        options.concurrency > 1 && longRunning >= options.concurrency - 1
          ? kinds.filter((kind) => !handlers.get(kind)!.long)
          : kinds;
      if (claimable.length === 0) break;
      const row = await claimDueJob(db, { kinds: claimable, instanceId, now: clock.now(), leaseMs });
      if (!row) break;
      launch(row);
    }
  }

  function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      do {
        tickAgain = false;
        await round().catch((error: unknown) =>
          log.warn({ error: describeError(error) }, 'job runner: a polling round failed'),
        );
      } while (tickAgain && !closing);
    })().finally(() => (ticking = undefined));
    return ticking;
  }

  function launch(row: JobRow) {
    const handler = handlers.get(row.kind)!;
    const abort = new AbortController();
    const jobLog = log.child({ jobId: row.id, jobKind: row.kind });
    const context: JobContext<unknown> = {
      id: row.id,
      userId: row.userId,
      payload: row.payload,
      attempt: row.attempts,
      signal: abort.signal,
      log: jobLog,
      progress: async (percent, stage) => {
        const value = Math.max(0, Math.min(100, Math.round(percent)));
        if (await updateHeldJob(db, row.id, instanceId, { progress: value, stage })) changed(row.id);
      },
    };
    const entry: LocalJob = { kind: row.kind, abort, done: Promise.resolve() };
    local.set(row.id, entry);
    changed(row.id);
    entry.done = handler
      .run(context)
      .then(
        (result) => settle(row, abort.signal, { result }),
        (error: unknown) => settle(row, abort.signal, { error }),
      )
      .catch((error: unknown) =>
        jobLog.error({ error: describeError(error) }, 'job runner: settling a job failed'),
      )
      .finally(() => {
        local.delete(row.id);
        changed(row.id);
        // A slot is free: look for the next due job without waiting for the timer.
        if (started && !closing) void tick();
      });
  }

  async function settle(
    row: JobRow,
    signal: AbortSignal,
    outcome: { result: unknown } | { error: unknown },
  ): Promise<void> {
    const reason = signal.aborted ? (signal.reason as JobAbortReason) : undefined;
    if (reason === 'lost') return;
    const now = clock.now();
    const finished = { lockedBy: null, leaseUntil: null, finishedAt: now };
    if ('result' in outcome) {
      await updateHeldJob(db, row.id, instanceId, {
        status: 'succeeded',
        result: outcome.result ?? null,
        progress: 100,
        error: null,
        errorCode: null,
        ...finished,
      });
      return;
    }
    await settleFailure(row, reason, outcome.error, now);
    await refundUnsuccessfulJobs(db, [row.id]);
  }

  async function settleFailure(row: JobRow, reason: JobAbortReason | undefined, error: unknown, now: Date) {
    const finished = { lockedBy: null, leaseUntil: null, finishedAt: now };
    if (reason === 'cancel') {
      await updateHeldJob(db, row.id, instanceId, { status: 'cancelled', ...finished });
    } else if (reason === 'shutdown') {
      // Not the job's fault: the run does not count, and another instance may take it at once.
      await updateHeldJob(db, row.id, instanceId, requeued(now, 1));
    } else if (error instanceof AppError) {
      await updateHeldJob(db, row.id, instanceId, {
        status: 'failed',
        error: error.message,
        errorCode: error.code,
        ...finished,
      });
    } else {
      const retry = row.attempts < row.maxAttempts;
      log.warn(
        { jobId: row.id, jobKind: row.kind, attempt: row.attempts, retry, error: describeError(error) },
        'job failed',
      );
      const failure = { error: jobMessages.failed, errorCode: 'INTERNAL' };
      await updateHeldJob(
        db,
        row.id,
        instanceId,
        retry
          ? { ...requeued(new Date(now.getTime() + retryDelayMs(row.attempts)), 0), ...failure }
          : { status: 'failed', ...failure, ...finished },
      );
    }
  }

  return {
    instanceId,
    pollMs: options.pollMs,
    closed: closed.signal,

    register: (handler) => {
      handlers.set(handler.kind, handler as JobHandler<unknown, unknown>);
    },

    enqueue: async (handler, payload, enqueueOptions = {}) => {
      const { userId = null, within, price = 0 } = enqueueOptions;
      const insert = async (tx: DbOrTx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            kind: handler.kind,
            userId,
            payload,
            maxAttempts: handler.maxAttempts ?? 3,
            runAt: clock.now(),
          })
          .returning();
        if (price > 0 && userId !== null) await chargeJob(tx, { id: row!.id, userId }, price);
        return row!;
      };
      const row = within ? await insert(within) : price > 0 ? await db.transaction(insert) : await insert(db);
      if (!within && started && !closing) void tick();
      return row;
    },

    wake: () => {
      if (started && !closing) void tick();
    },

    start: () => {
      if (started || closing) return;
      started = true;
      timer = setInterval(() => void tick(), options.pollMs);
      timer.unref();
      void tick();
    },

    tick,

    onChange: (id, listener) => {
      changes.on(String(id), listener);
      return () => changes.off(String(id), listener);
    },

    cancel: async (id) => {
      const [queued] = await db
        .update(jobs)
        .set({ status: 'cancelled', cancelRequested: true, finishedAt: clock.now() })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')))
        .returning();
      if (queued) {
        await refundUnsuccessfulJobs(db, [id]);
        changed(id);
        return queued;
      }
      await db
        .update(jobs)
        .set({ cancelRequested: true })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
      changed(id);
      const here = local.get(id);
      if (here) {
        here.abort.abort('cancel' satisfies JobAbortReason);
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          here.done,
          new Promise((resolve) => (timeout = setTimeout(resolve, CANCEL_WAIT_MS))),
        ]);
        clearTimeout(timeout);
      }
      return readJob(db, id);
    },

    close: async () => {
      closing = true;
      closed.abort();
      clearInterval(timer);
      await ticking;
      const running = [...local.values()];
      for (const job of running) job.abort.abort('shutdown' satisfies JobAbortReason);
      await Promise.all(running.map((job) => job.done));
    },
  };
}
