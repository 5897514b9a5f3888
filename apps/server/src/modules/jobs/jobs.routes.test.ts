import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { jobEventSchema, type JobEvent } from '@amicus/contract/jobs/schemas';
import { jobs } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { listen, openStream } from '../../../test/event-stream-client';
import { createSecondInstance } from '../../../test/second-instance';
import {
  asUser,
  createTestApp,
  manualClock,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { RETRY_BASE_MS, type JobContext, type JobHandler } from '../../jobs/job-handler';
import { readJob } from '../../jobs/job-queries';

type Payload = { name: string };
type Behaviour = (job: JobContext<Payload>) => Promise<unknown>;

/** What each test job does, by the name in its payload; a name without a behaviour just succeeds. */
const behaviours = new Map<string, Behaviour>();
const runs: { id: number; name: string; instance: string; attempt: number }[] = [];

const testJob = (instance: string, kind = 'test'): JobHandler<Payload, unknown> => ({
  kind,
  maxAttempts: 3,
  run: async (job) => {
    runs.push({ id: job.id, name: job.payload.name, instance, attempt: job.attempt });
    const behaviour = behaviours.get(job.payload.name);
    return behaviour ? behaviour(job) : { done: job.payload.name };
  },
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves when the job's signal fires, then fails like work cut short. */
const untilAborted = (job: JobContext<Payload>) =>
  new Promise<never>((_, reject) =>
    job.signal.addEventListener('abort', () => reject(new Error(`aborted: ${String(job.signal.reason)}`))),
  );

// Time moves only when a test moves it: leases and backoff are checked against this clock.
const clock = manualClock();
let t: TestApp;
let b: FastifyInstance;
let owner: Session;
let stranger: Session;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { JOBS_POLL_MS: '20' },
    beforeReady: (app) => app.ctx.jobs.register(testJob('a')),
  });
  b = (await createSecondInstance(t, { clock, beforeReady: (app) => app.ctx.jobs.register(testJob('b')) }))
    .app;
  owner = await signUpAndLogin(t.app);
  stranger = await signUpAndLogin(t.app);
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const enqueue = async (name: string, handler = testJob('a')) =>
  (await t.app.ctx.jobs.enqueue(handler, { name }, { userId: owner.user.id })).id;
const jobRow = async (id: number) => (await readJob(t.db, id))!;
const statusOf = async (id: number) => (await jobRow(id)).status;
const runsOf = (id: number) => runs.filter((run) => run.id === id);

describe('the job runner', () => {
  it('runs each job exactly once while two instances claim from one database', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => enqueue(`many-${i}`)));
    await Promise.all([t.app.ctx.jobs.tick(), b.ctx.jobs.tick(), t.app.ctx.jobs.tick(), b.ctx.jobs.tick()]);
    await expect
      .poll(async () => Promise.all(ids.map(statusOf)), { timeout: 10_000 })
      .toEqual(ids.map(() => 'succeeded'));
    for (const id of ids) expect(runsOf(id)).toHaveLength(1);
    expect((await jobRow(ids[0]!)).result).toEqual({ done: 'many-0' });
  });

  it('retries a passing failure after a backoff that doubles, then succeeds', async () => {
    behaviours.set('flaky', async (job) => {
      if (job.attempt < 3) throw new Error('connection reset');
      return { done: 'at last' };
    });
    const id = await enqueue('flaky');
    await expect.poll(async () => runsOf(id).length === 1 && statusOf(id)).toBe('queued');
    const first = await jobRow(id);
    expect(first).toMatchObject({ attempts: 1, error: jobMessages.failed, lockedBy: null });
    expect(first.runAt.getTime() - clock.now().getTime()).toBe(RETRY_BASE_MS);

    // Not due yet: polling does not run it.
    clock.advance(RETRY_BASE_MS - 1);
    await Promise.all([t.app.ctx.jobs.tick(), b.ctx.jobs.tick()]);
    expect(runsOf(id)).toHaveLength(1);

    clock.advance(1);
    await expect.poll(() => runsOf(id).length).toBe(2);
    await expect.poll(async () => (await jobRow(id)).attempts === 2 && statusOf(id)).toBe('queued');
    expect((await jobRow(id)).runAt.getTime() - clock.now().getTime()).toBe(2 * RETRY_BASE_MS);

    clock.advance(2 * RETRY_BASE_MS);
    await expect.poll(() => statusOf(id)).toBe('succeeded');
    expect(await jobRow(id)).toMatchObject({ attempts: 3, error: null, result: { done: 'at last' } });
  });

  it('does not retry a failure the job states itself, and shows its message', async () => {
    behaviours.set('refused', async () => {
      throw new AppError('BAD_REQUEST', 'This document cannot be analysed.');
    });
    const id = await enqueue('refused');
    await expect.poll(() => statusOf(id)).toBe('failed');
    expect(runsOf(id)).toHaveLength(1);
    const response = await asUser(t.app, owner)({ method: 'GET', url: `/api/v1/jobs/${id}` });
    expect(response.json().job).toMatchObject({
      status: 'failed',
      error: 'This document cannot be analysed.',
      result: null,
    });
  });

  it('picks up a job left running by a crashed instance once its lease has passed', async () => {
    const [row] = await t.db
      .insert(jobs)
      .values({
        kind: 'test',
        userId: owner.user.id,
        payload: { name: 'orphan' },
        status: 'running',
        attempts: 1,
        lockedBy: 'an-instance-that-died',
        leaseUntil: new Date(clock.now().getTime() + 30_000),
      })
      .returning();
    await Promise.all([t.app.ctx.jobs.tick(), b.ctx.jobs.tick()]);
    expect(runsOf(row!.id)).toHaveLength(0);

    clock.advance(30_001);
    await expect.poll(() => statusOf(row!.id)).toBe('succeeded');
    expect(runsOf(row!.id)).toEqual([expect.objectContaining({ attempt: 2 })]);
  });

  it('fails a crashed job that has used every attempt, with a message that says so', async () => {
    const [row] = await t.db
      .insert(jobs)
      .values({
        kind: 'test',
        userId: owner.user.id,
        payload: { name: 'orphan-out-of-attempts' },
        status: 'running',
        attempts: 3,
        lockedBy: 'an-instance-that-died',
        leaseUntil: new Date(clock.now().getTime() + 30_000),
      })
      .returning();
    clock.advance(30_001);
    await expect.poll(() => statusOf(row!.id)).toBe('failed');
    expect((await jobRow(row!.id)).error).toBe(jobMessages.interrupted);
    expect(runsOf(row!.id)).toHaveLength(0);
  });

  it('puts its running jobs back in the queue when an instance shuts down; another runs them', async () => {
    const kind = 'test-shutdown';
    behaviours.set('long', untilAborted);
    const first = await createSecondInstance(t, {
      clock,
      beforeReady: (app) => app.ctx.jobs.register(testJob('first', kind)),
    });
    const id = await enqueue('long', testJob('a', kind));
    await expect.poll(() => runsOf(id).length).toBe(1);
    // A client following the job on that instance: its stream ends, so it reattaches elsewhere.
    const follower = await openStream(await listen(first.app), `/jobs/${id}/events`, {
      token: owner.token,
      schema: jobEventSchema,
    });
    await follower.waitFor((event) => event.job.status === 'running');
    await first.app.close();
    await follower.finished;
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    behaviours.set('long', async () => ({ done: 'after restart' }));
    const next = await createSecondInstance(t, {
      clock,
      beforeReady: (app) => app.ctx.jobs.register(testJob('next', kind)),
    });
    await expect.poll(() => statusOf(id)).toBe('succeeded');
    expect(runsOf(id).map((run) => run.instance)).toEqual(['first', 'next']);
    await next.app.close();
  });
});

describe('GET /jobs/:id/events', () => {
  it('sends progress as it is stored, lets a client reattach after a reload, and ends with the result', async () => {
    const reading = deferred();
    const writing = deferred();
    behaviours.set('steps', async (job) => {
      await job.progress(25, 'Reading the documents');
      await reading.promise;
      await job.progress(75, 'Writing the analysis');
      await writing.promise;
      return { report: 'done' };
    });
    const id = await enqueue('steps');
    const path = `/jobs/${id}/events`;

    const first = await openStream(baseUrl, path, { token: owner.token, schema: jobEventSchema });
    expect(first.status).toBe(200);
    await first.waitFor((event) => event.job.progress === 25);
    expect(first.events.at(-1)!.job).toMatchObject({ status: 'running', stage: 'Reading the documents' });
    first.leave(); // the page reloads

    reading.resolve();
    await expect.poll(async () => (await jobRow(id)).progress).toBe(75);
    const again = await openStream(baseUrl, path, { token: owner.token, schema: jobEventSchema });
    // The job as it is now comes first.
    await again.waitFor(() => true);
    expect(again.events[0]!.job).toMatchObject({
      status: 'running',
      progress: 75,
      stage: 'Writing the analysis',
    });

    writing.resolve();
    const events: JobEvent[] = await again.finished;
    expect(events.at(-1)!.job).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { report: 'done' },
    });
    const response = await asUser(t.app, owner)({ method: 'GET', url: `/api/v1/jobs/${id}` });
    expect(response.json().job).toMatchObject({ status: 'succeeded', result: { report: 'done' } });
  });

  it('answers 404 to another user, for the job and its events', async () => {
    const id = await enqueue('someone-elses');
    const asStranger = asUser(t.app, stranger);
    const job = await asStranger({ method: 'GET', url: `/api/v1/jobs/${id}` });
    expect(job.statusCode).toBe(404);
    expect(job.json()).toEqual({ success: false, code: 'NOT_FOUND', message: jobMessages.notFound });
    const events = await openStream(baseUrl, `/jobs/${id}/events`, { token: stranger.token });
    expect(events.status).toBe(404);
    const cancel = await asStranger({ method: 'POST', url: `/api/v1/jobs/${id}/cancel` });
    expect(cancel.statusCode).toBe(404);
    expect((await asUser(t.app, null)({ method: 'GET', url: `/api/v1/jobs/${id}` })).statusCode).toBe(401);
  });
});

describe('POST /jobs/:id/cancel', () => {
  it('stops a running job: its work sees the signal and the job ends cancelled', async () => {
    const aborted: string[] = [];
    behaviours.set('cancel-me', async (job) => {
      job.signal.addEventListener('abort', () => aborted.push(String(job.signal.reason)));
      return untilAborted(job);
    });
    const id = await enqueue('cancel-me');
    // The row says running a moment before the handler is called: wait until an instance really runs it.
    await expect.poll(() => runsOf(id).length).toBe(1);
    expect(await statusOf(id)).toBe('running');
    // Sent to the instance that does not run it: the other one sees the request at its next poll.
    const runner = runsOf(id)[0]!.instance;
    const other = runner === 'a' ? b : t.app;
    const response = await asUser(other, owner)({ method: 'POST', url: `/api/v1/jobs/${id}/cancel` });
    expect(response.statusCode).toBe(200);
    expect(response.json().job.cancelRequested).toBe(true);
    await expect.poll(() => statusOf(id)).toBe('cancelled');
    expect(aborted).toEqual(['cancel']);
    expect(runsOf(id)).toHaveLength(1);

    const again = await asUser(t.app, owner)({ method: 'POST', url: `/api/v1/jobs/${id}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(jobMessages.alreadyFinished);
  });

  it('cancels a queued job at once, so it never runs', async () => {
    // A kind no instance runs: the job waits in the queue.
    const id = await enqueue('never', testJob('a', 'test-unclaimed'));
    const response = await asUser(t.app, owner)({ method: 'POST', url: `/api/v1/jobs/${id}/cancel` });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ status: 'cancelled', cancelRequested: true });
    expect(runsOf(id)).toHaveLength(0);
  });
});
