import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '@amicus/contract/chats/messages';
import { DOCUMENT_DRAFT_JOB } from '@amicus/contract/documents/schemas';
import { creditLedger, jobs, users } from '../../db/schema/index';
import { chargeJob, refundUnsuccessfulJobs } from '../../jobs/job-charges';
import { answerDepositInterview, startDocument } from '../../../test/document-requests';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { seedTestLibrary } from '../../../test/grounding-fixtures';
import { followJob } from '../../../test/recording-requests';
import { asUser, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { analyzeTrialRequest, createTrial, createTrialTestApp } from '../../../test/trial-requests';

// Each kind of AI work is charged through the ledger when it is queued, at its price in messages (decision 006).
let fake: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTrialTestApp(fake, { CREDITS_PER_MESSAGE: '2', SIGNUP_CREDITS: '10' });
  await seedTestLibrary(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({}));

const ledgerOf = async (userId: number) =>
  (
    await t.db
      .select({ amount: creditLedger.amount, reason: creditLedger.reason, reference: creditLedger.reference })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(creditLedger.id)
  ).map((row) => [row.reason, row.amount, row.reference]);

const balanceOf = async (session: Session) =>
  (await asUser(t.app, session)({ method: 'GET', url: '/api/v1/credits' })).json().credits as number;

async function setBalance(session: Session, credits: number) {
  await t.db.update(users).set({ credits }).where(eq(users.id, session.user.id));
}

/** A deposit letter with its interview answered, ready to draft. */
async function readyLetter(session: Session) {
  const doc = await startDocument(t.app, session, { templateSlug: 'security-deposit-demand' });
  await answerDepositInterview(t.app, session, doc.id);
  return doc.id;
}

const draft = (session: Session, id: number) =>
  asUser(t.app, session)({ method: 'POST', url: `/api/v1/documents/${id}/draft` });

describe('GET /credits/prices', () => {
  it('lists what a message and each kind of AI work cost at the price per message', async () => {
    const session = await signUpAndLogin(t.app);
    const response = await asUser(t.app, session)({ method: 'GET', url: '/api/v1/credits/prices' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      prices: {
        message: 2,
        trialAnalysis: 6,
        documentReview: 6,
        documentDraft: 4,
        recordingAnalysis: 4,
        recordingTranscription: 2,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/credits/prices' })).statusCode).toBe(401);
  });
});

describe('paid AI work', () => {
  it('charges a draft its price through the ledger when it is queued, and keeps it once written', async () => {
    const session = await signUpAndLogin(t.app);
    const id = await readyLetter(session);
    const started = await draft(session, id);
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().jobId as number;
    expect(await balanceOf(session)).toBe(6);
    const { job } = await followJob(t.app, session, jobId);
    expect(job.status).toBe('succeeded');
    expect(await balanceOf(session)).toBe(6);
    expect(await ledgerOf(session.user.id)).toEqual([
      ['signup', 10, expect.any(String)],
      ['work', -4, `job:${jobId}`],
    ]);
  });

  it('refuses a draft the balance cannot pay for with the 402 of a message, and queues nothing', async () => {
    const session = await signUpAndLogin(t.app);
    const id = await readyLetter(session);
    await setBalance(session, 3);
    const refused = await draft(session, id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(chatMessages.notEnoughCredits);
    const queued = await t.db.select().from(jobs).where(eq(jobs.userId, session.user.id));
    expect(queued).toEqual([]);
    const document = (await asUser(t.app, session)({ method: 'GET', url: `/api/v1/documents/${id}` })).json()
      .document;
    expect(document).toMatchObject({ status: 'interview', draftJobId: null });
    expect(await balanceOf(session)).toBe(3);
    // Nothing was counted against the user's hourly limit either: with credits, the same draft starts.
    await setBalance(session, 4);
    expect((await draft(session, id)).statusCode).toBe(202);
    expect(await balanceOf(session)).toBe(0);
  });

  it('refuses a trial analysis the balance cannot pay for before its files are read or kept', async () => {
    const session = await signUpAndLogin(t.app);
    const trialId = await createTrial(t.app, session);
    await setBalance(session, 5);
    const refused = await analyzeTrialRequest(t.app, session, trialId, {
      plaintiff: [{ name: 'note.txt', bytes: Buffer.from('The landlord kept the deposit.') }],
    });
    expect(refused.statusCode).toBe(402);
    const trial = await asUser(t.app, session)({ method: 'GET', url: '/api/v1/trials/user' });
    expect(trial.json().trials[0].files).toEqual([]);
    expect(await balanceOf(session)).toBe(5);
  });

  it('gives back what a failed analysis was charged, once', async () => {
    const session = await signUpAndLogin(t.app);
    const trialId = await createTrial(t.app, session);
    fake.configure({ failStatus: 400 });
    const failed = await analyzeTrialRequest(t.app, session, trialId);
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.userId, session.user.id));
    expect(job!.status).toBe('failed');
    expect(await balanceOf(session)).toBe(10);
    expect(await ledgerOf(session.user.id)).toEqual([
      ['signup', 10, expect.any(String)],
      ['work', -6, `job:${job!.id}`],
      ['refund', 6, `refund:job:${job!.id}`],
    ]);
    // Settling the same job again (another instance, the sweep) gives nothing more back.
    await refundUnsuccessfulJobs(t.db, [job!.id]);
    await refundUnsuccessfulJobs(t.db);
    expect(await balanceOf(session)).toBe(10);
  });

  it('gives back a charge whose refund a crash kept from being written, at the next sweep', async () => {
    const session = await signUpAndLogin(t.app);
    // A job that ended failed, charged, with no refund: as a server killed between the two writes leaves it.
    const [job] = await t.db
      .insert(jobs)
      .values({
        kind: DOCUMENT_DRAFT_JOB,
        userId: session.user.id,
        payload: {},
        status: 'failed',
        finishedAt: new Date(),
        runAt: new Date(),
      })
      .returning();
    await t.db.transaction((tx) => chargeJob(tx, { id: job!.id, userId: session.user.id }, 4));
    expect(await balanceOf(session)).toBe(6);
    expect(await refundUnsuccessfulJobs(t.db)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(session)).toBe(10);
    expect(await refundUnsuccessfulJobs(t.db)).toBe(0);
    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, session.user.id), like(creditLedger.reference, 'refund:%')));
    expect(refunds).toHaveLength(1);
  });
});
