import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentReview } from '@amicus/contract/documents/review';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import { createLlm } from '../../adapters/llm/create-llm';
import { documentReviews } from '../../db/schema/index';
import { seedDcCodeSections } from '../../../test/dc-code-corpus';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { makeLeasePdf } from '../../../test/lease-fixture';
import { followJob } from '../../../test/recording-requests';
import { uploadForReview } from '../../../test/review-requests';
import { createSecondInstance } from '../../../test/second-instance';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { REVIEW_REQUEST } from './review-prompt';
import { describeWithCorpora } from '../../../test/corpora';

// Real sections of the D.C. Code (test/corpora.ts): skipped, saying so, where the corpora are absent.
describeWithCorpora('document reviews by a model, with real D.C. Code sections', () => {
  const SECTIONS = ['42-3502.17', '42-3502.12', '42-3505.01'];

  /** A model's review of the lease: true quotes, one on the wrong page, one forged, and a forged citation. */
  const MODEL_REVIEW = {
    document: { kind: 'lease', description: 'A one-year residential lease in Washington, DC.' },
    parties: [
      { name: 'Jane Roe', role: 'Landlord', quote: { page: 1, text: 'between Jane Roe ("Landlord")' } },
    ],
    amounts: [
      {
        amount: '$1,850.00',
        value: 1850,
        currency: 'USD',
        text: 'Monthly rent.',
        // True words, but on page 2, not 1: the page is corrected.
        quote: { page: 1, text: 'shall pay rent of $1,850.00 per month' },
      },
    ],
    dates: [
      {
        date: 'December 1, 2026',
        isoDate: '2026-12-01',
        deadline: true,
        text: 'Last day to give notice of termination.',
        quote: { page: 3, text: 'no later than December 1, 2026' },
      },
    ],
    obligations: [
      // Words the lease does not hold: dropped and counted.
      {
        party: 'Tenant',
        text: 'Pays for holidays.',
        quote: { page: 3, text: 'The Tenant shall pay for the vacation of the Landlord' },
      },
    ],
    clauses: [{ heading: '4. SECURITY DEPOSIT', quote: { page: 2, text: '4. SECURITY DEPOSIT' } }],
    flags: [
      {
        kind: 'possibly-unenforceable',
        text: 'The tenant gives up the return of the deposit.',
        why: 'The deposit must be returned [1]; treble damages follow [9] under § 42-9999.99.',
        quote: { page: 2, text: 'Tenant waives any right to the return of the security deposit.' },
      },
    ],
    questions: ['Will the landlord strike the deposit waiver?'],
  };

  let llm: FakeOpenAi;
  let t: TestApp;
  let user: Session;

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    t = await createTestApp({
      env: {
        JOBS_POLL_MS: '50',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'fake',
        LLM_API_KEY: 'k',
      },
      adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
    });
    await seedDcCodeSections(t.db, SECTIONS);
    user = await signUpAndLogin(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const replyWith = (review: unknown, extra: Parameters<FakeOpenAi['configure']>[0] = {}) =>
    llm.configure({
      reply: (message) =>
        message.includes(REVIEW_REQUEST) ? '```json\n' + JSON.stringify(review) + '\n```' : 'ok',
      ...extra,
    });
  beforeEach(() => replyWith(MODEL_REVIEW));

  const reviewOf = async (id: number): Promise<DocumentReview> =>
    (await asUser(t.app, user)({ method: 'GET', url: `/api/v1/documents/reviews/${id}` })).json().review;

  async function upload(app = t.app) {
    const started = await uploadForReview(app, user, {
      bytes: await makeLeasePdf(),
      name: 'lease.pdf',
      type: 'application/pdf',
    });
    expect(started.statusCode, started.body).toBe(202);
    return { reviewId: started.json().review.id as number, jobId: started.json().job.id as number };
  }

  describe('a review by the user’s model', () => {
    it('keeps true quotes, corrects a wrong page, drops a forged quote and reports a forged citation', async () => {
      replyWith(MODEL_REVIEW, { chunkDelayMs: 10 });
      const { reviewId, jobId } = await upload();
      const { job, seen } = await followJob(t.app, user, jobId);
      expect(job.status, job.error ?? '').toBe('succeeded');
      const stages = seen.map((s) => s.stage);
      expect(stages).toContain(m.stageWriting);
      expect(stages.indexOf(m.stageWriting)).toBeLessThan(stages.lastIndexOf(m.stageChecking));
      const [request] = llm.requests.filter((r) => r.prompt.includes(REVIEW_REQUEST));
      expect(request!.prompt).toContain('=== Page 2 ===');

      const result = (await reviewOf(reviewId)).result!;
      expect(result).toMatchObject({ writer: 'model', droppedQuotes: 1, correctedPages: 1 });
      expect(result.writtenBy).toContain('fake');
      expect(result.amounts[0]!.quote).toMatchObject({
        page: 2,
        text: 'shall pay rent of $1,850.00 per month',
      });
      expect(result.parties[0]!.quote).toMatchObject({ page: 1 });
      expect(result.dates[0]).toMatchObject({ isoDate: '2026-12-01', quote: { page: 3 } });
      expect(result.obligations[0]).toMatchObject({ text: 'Pays for holidays.', quote: null });
      expect(result.questions[0]).toEqual({
        text: 'Will the landlord strike the deposit waiver?',
        quote: null,
      });

      expect(result.sources.length).toBeGreaterThan(0);
      expect(result.flags[0]).toMatchObject({ sources: [1], quote: { page: 2 } });
      expect(result.citationCheck.issues).toEqual(
        expect.arrayContaining([
          { kind: 'unknown_source', text: '[9]', n: 9, at: null },
          expect.objectContaining({
            kind: 'unsupported_citation',
            text: expect.stringContaining('42-9999.99'),
          }),
        ]),
      );
    }, 90_000);

    it('keeps the file when the model answers no review, and reviews it when run again', async () => {
      llm.configure({ reply: () => 'Sorry, I cannot help with that.' });
      const { reviewId, jobId } = await upload();
      const { job } = await followJob(t.app, user, jobId);
      expect(job).toMatchObject({ status: 'failed', error: m.reviewMalformed });
      const failed = await reviewOf(reviewId);
      expect(failed).toMatchObject({ status: 'failed', error: m.reviewMalformed, result: null });
      const [row] = await t.db.select().from(documentReviews).where(eq(documentReviews.id, reviewId));
      expect(await t.app.ctx.storage.read(row!.storageKey)).toBeDefined();

      replyWith(MODEL_REVIEW);
      const rerun = await asUser(
        t.app,
        user,
      )({ method: 'POST', url: `/api/v1/documents/reviews/${reviewId}/rerun`, payload: {} });
      expect(rerun.statusCode, rerun.body).toBe(202);
      expect((await followJob(t.app, user, rerun.json().job.id)).job.status).toBe('succeeded');
      expect(await reviewOf(reviewId)).toMatchObject({ status: 'reviewed', error: null });
    }, 90_000);
  });

  describe('a review when its server restarts mid-way', () => {
    it('is put back in the queue and finished by the next instance', async () => {
      // From here this instance only queues and serves requests; the instances below run the jobs.
      await t.app.ctx.jobs.close();
      llm.configure({ neverAnswer: true });
      const first = await createSecondInstance(t);
      const { reviewId, jobId } = await upload();
      await expect
        .poll(
          async () =>
            (await asUser(t.app, user)({ method: 'GET', url: `/api/v1/jobs/${jobId}` })).json().job.stage,
          {
            timeout: 30_000,
          },
        )
        .toBe(m.stageWriting);
      await first.app.close();
      const requeued = (await asUser(t.app, user)({ method: 'GET', url: `/api/v1/jobs/${jobId}` })).json()
        .job;
      expect(requeued.status).toBe('queued');
      expect((await reviewOf(reviewId)).status).toBe('reviewing');

      replyWith(MODEL_REVIEW);
      const next = await createSecondInstance(t);
      try {
        const { job } = await followJob(t.app, user, jobId);
        expect(job.status, job.error ?? '').toBe('succeeded');
        expect(await reviewOf(reviewId)).toMatchObject({ status: 'reviewed', result: { writer: 'model' } });
      } finally {
        await next.app.close();
      }
    }, 120_000);
  });
});
