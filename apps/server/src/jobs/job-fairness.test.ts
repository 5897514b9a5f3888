import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUpAndLogin, type TestApp } from '../../test/test-app';
import { plans, subscriptions } from '../db/schema/index';
import { systemClock } from '../lib/clock';
import type { JobHandler } from './job-handler';
import { createJobRunner, type JobRunner } from './job-runner';

// A runner of its own over the test's database (the app's own claims nothing: JOBS_CONCURRENCY 0), so the
// order it claims jobs in is all there is to see.
let t: TestApp;
let alice: number;
let bob: number;
let runner: JobRunner | undefined;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_CONCURRENCY: '0' } });
  alice = (await signUpAndLogin(t.app)).user.id;
  bob = (await signUpAndLogin(t.app)).user.id;
});
afterAll(async () => {
  await runner?.close();
  await t.close();
});

type Payload = { name: string };
const started: string[] = [];
const release = new Map<string, () => void>();
/** A job that records its start and holds its slot until the test lets it end. */
const holding = (kind: string, long = false): JobHandler<Payload, null> => ({
  kind,
  long,
  run: async (job) => {
    started.push(job.payload.name);
    await new Promise<void>((resolve) => release.set(job.payload.name, resolve));
    return null;
  },
});
const finish = (name: string) => release.get(name)!();
const startedAre = (names: string[]) => expect.poll(() => started).toEqual(names);

function newRunner(concurrency: number, ...handlers: JobHandler<Payload, null>[]) {
  const created = createJobRunner({
    db: t.db,
    clock: systemClock,
    log: t.app.log,
    concurrency,
    pollMs: 20,
    leaseMs: 60_000,
  });
  for (const handler of handlers) created.register(handler);
  return created;
}

it('claims jobs in turn between users: a user who queued three does not make another wait for all three', async () => {
  const kind = holding('fair');
  runner = newRunner(1, kind);
  for (const name of ['alice-1', 'alice-2', 'alice-3'])
    await runner.enqueue(kind, { name }, { userId: alice });
  await runner.enqueue(kind, { name: 'bob-1' }, { userId: bob });
  runner.start();
  await startedAre(['alice-1']);
  finish('alice-1');
  // Bob, whose turn it is, before Alice's second.
  await startedAre(['alice-1', 'bob-1']);
  finish('bob-1');
  await startedAre(['alice-1', 'bob-1', 'alice-2']);
  finish('alice-2');
  await startedAre(['alice-1', 'bob-1', 'alice-2', 'alice-3']);
  finish('alice-3');
  await runner.close();
  runner = undefined;
});

it('never gives long jobs the last free slot: an analysis queued behind two transcriptions runs beside one', async () => {
  started.length = 0;
  const transcription = holding('long-work', true);
  const analysis = holding('short-work');
  runner = newRunner(2, transcription, analysis);
  await runner.enqueue(transcription, { name: 'recording-1' }, { userId: alice });
  await runner.enqueue(transcription, { name: 'recording-2' }, { userId: alice });
  await runner.enqueue(analysis, { name: 'analysis' }, { userId: bob });
  runner.start();
  // One recording and the analysis run; the second recording waits though a slot was free when it was due.
  await expect.poll(() => [...started].sort()).toEqual(['analysis', 'recording-1']);
  finish('analysis');
  // The analysis's slot is free again, but only for a short job: the second recording waits for the first.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(started).not.toContain('recording-2');
  finish('recording-1');
  await expect.poll(() => started).toContain('recording-2');
  finish('recording-2');
  await runner.close();
  runner = undefined;
});

it('claims a priority plan subscriber’s job ahead of others’, but never ahead of fairness', async () => {
  started.length = 0;
  const planId = async (name: string) => (await t.db.select().from(plans).where(eq(plans.name, name)))[0]!.id;
  // Carol's Professional plan sells priority; Dave's Basic does not. Neither has run a job yet.
  const carol = (await signUpAndLogin(t.app)).user.id;
  const dave = (await signUpAndLogin(t.app)).user.id;
  await t.db.insert(subscriptions).values([
    { userId: carol, planId: await planId('Professional') },
    { userId: dave, planId: await planId('Basic') },
  ]);
  const kind = holding('priority');
  runner = newRunner(2, kind);
  for (const name of ['dave-1', 'dave-2']) await runner.enqueue(kind, { name }, { userId: dave });
  for (const name of ['carol-1', 'carol-2']) await runner.enqueue(kind, { name }, { userId: carol });
  runner.start();
  // Carol's first job before Dave's, queued earlier; the second slot goes to Dave, who has none running.
  await expect.poll(() => [...started].sort()).toEqual(['carol-1', 'dave-1']);
  expect(started[0]).toBe('carol-1');
  finish('dave-1');
  // Dave has none running and Carol one: fairness first, whatever the plans.
  await expect.poll(() => started).toEqual(['carol-1', 'dave-1', 'dave-2']);
  finish('carol-1');
  await expect.poll(() => started).toContain('carol-2');
  finish('carol-2');
  finish('dave-2');
  await runner.close();
  runner = undefined;
});
