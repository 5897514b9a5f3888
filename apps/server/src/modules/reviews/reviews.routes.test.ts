import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentQuote, DocumentReview, ReviewResult } from '@amicus/contract/documents/review';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import { createLlm } from '../../adapters/llm/create-llm';
import { categories, documentReviews, librarySections } from '../../db/schema/index';
import { normaliseForQuote } from '../../domain/library/citation-check';
import { seedDcCodeSections } from '../../../test/dc-code-corpus';
import { makePageTreeBombPdf, makeZipBombDocx } from '../../../test/hostile-documents';
import { LEASE_PAGES, makeLeasePdf } from '../../../test/lease-fixture';
import { followJob } from '../../../test/recording-requests';
import { DC_PLACE, uploadForReview } from '../../../test/review-requests';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { makePng, makeScannedPdf } from '../../../test/trial-documents';
import { useOfflineModel } from '../../../test/trial-requests';
import { describeWithCorpora } from '../../../test/corpora';

// Real sections of the D.C. Code (test/corpora.ts): skipped, saying so, where the corpora are absent.
describeWithCorpora('document reviews with real D.C. Code sections', () => {
  /** Real sections: the deposit rule, two other parts of the rental housing law, and a wage law. */
  const SECTIONS = ['42-3502.17', '42-3502.12', '42-3505.01', '32-1303'];

  let t: TestApp;
  let tenant: Session;
  let stranger: Session;
  let housingId: number;

  beforeAll(async () => {
    t = await createTestApp({
      // 2 MB: room for the small documents here, not for two of a megabyte or more. Credits enough for every
      // review the file runs (metering has its own tests).
      env: { JOBS_POLL_MS: '50', STORAGE_QUOTA_MB: '2', SIGNUP_CREDITS: '1000' },
      adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
    });
    await seedDcCodeSections(t.db, SECTIONS);
    [tenant, stranger] = [await signUpAndLogin(t.app), await signUpAndLogin(t.app)];
    await useOfflineModel(t.db, tenant.user.id);
    await useOfflineModel(t.db, stranger.user.id);
    const [housing] = await t.db.select().from(categories).where(eq(categories.slug, 'housing'));
    housingId = housing!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (session: Session) => asUser(t.app, session);
  const reviewOf = async (session: Session, id: number) =>
    as(session)({ method: 'GET', url: `/api/v1/documents/reviews/${id}` });
  const storedReviews = async () => (await t.db.select({ n: count() }).from(documentReviews))[0]!.n;

  /** Every quotation the review kept, with what it is a quotation for. */
  function quotesOf(result: ReviewResult): { what: string; quote: DocumentQuote }[] {
    const lists = [
      result.parties,
      result.dates,
      result.amounts,
      result.obligations,
      result.clauses,
      result.flags,
      result.questions,
    ];
    return lists
      .flat()
      .flatMap((finding) => (finding.quote ? [{ what: finding.text, quote: finding.quote }] : []));
  }

  const onPage = (page: number, words: string) =>
    ` ${normaliseForQuote(LEASE_PAGES[page - 1]!.join(' '))} `.includes(` ${normaliseForQuote(words)} `);

  describe('an offline review of a three-page lease (PDF)', () => {
    let review: DocumentReview;
    let result: ReviewResult;
    let seen: { stage: string | null; progress: number; status: string }[];
    let storageKey: string;

    beforeAll(async () => {
      const started = await uploadForReview(
        t.app,
        tenant,
        { bytes: await makeLeasePdf(), name: 'lease.pdf', type: 'application/pdf' },
        { ...DC_PLACE, categoryId: String(housingId) },
      );
      expect(started.statusCode, started.body).toBe(202);
      const accepted = started.json();
      expect(accepted.review).toMatchObject({
        title: 'lease.pdf',
        fileType: 'pdf',
        pages: 3,
        status: 'reviewing',
      });
      expect(accepted.job).toMatchObject({ kind: 'document-review' });
      expect(started.headers.location).toBe(`/api/v1/jobs/${accepted.job.id}`);
      const followed = await followJob(t.app, tenant, accepted.job.id);
      expect(followed.job.status, followed.job.error ?? '').toBe('succeeded');
      seen = followed.seen;
      const read = await reviewOf(tenant, accepted.review.id);
      expect(read.statusCode).toBe(200);
      review = read.json().review;
      result = review.result!;
      [{ storageKey }] = (await t.db
        .select({ storageKey: documentReviews.storageKey })
        .from(documentReviews)
        .where(eq(documentReviews.id, review.id))) as [{ storageKey: string }];
    }, 90_000);

    it('is labelled offline, reports its stages, and is stored on the review', () => {
      expect(review).toMatchObject({ status: 'reviewed', error: null, ...DC_PLACE, categoryId: housingId });
      expect(result).toMatchObject({
        writer: 'offline',
        writtenBy: 'offline',
        droppedQuotes: 0,
        truncated: false,
      });
      expect(result.document.kind).toBe('lease');
      expect(seen.at(-1)).toMatchObject({ status: 'succeeded', progress: 100 });
    });

    it('names the parties with their roles, quoting page 1', () => {
      const parties = result.parties.map((p) => ({ name: p.name, role: p.role, page: p.quote?.page }));
      expect(parties).toEqual(
        expect.arrayContaining([
          { name: 'Jane Roe', role: 'Landlord', page: 1 },
          { name: 'John Doe', role: 'Tenant', page: 1 },
        ]),
      );
      expect(result.parties).toHaveLength(2);
    });

    it('lists the rent, the late fee and the deposit from page 2, and the dates with their pages', () => {
      const amounts = result.amounts.map((a) => ({
        value: a.value,
        currency: a.currency,
        page: a.quote?.page,
      }));
      expect(amounts).toEqual(
        expect.arrayContaining([
          { value: 1850, currency: 'USD', page: 2 },
          { value: 75, currency: 'USD', page: 2 },
        ]),
      );
      expect(result.amounts.filter((a) => a.value === 1850)).toHaveLength(2);
      const dates = result.dates.map((d) => ({ isoDate: d.isoDate, page: d.quote?.page }));
      expect(dates).toEqual(
        expect.arrayContaining([
          { isoDate: '2026-01-15', page: 1 },
          { isoDate: '2026-02-01', page: 1 },
          { isoDate: '2027-01-31', page: 1 },
          { isoDate: '2026-12-01', page: 3 },
        ]),
      );
      expect(result.dates.find((d) => d.isoDate === '2026-12-01')!.deadline).toBe(true);
    });

    it('finds the clause headings and who must do what', () => {
      const headings = result.clauses.map((c) => c.heading);
      expect(headings).toEqual(expect.arrayContaining(['3. RENT', '4. SECURITY DEPOSIT', '6. NOTICE']));
      const rent = result.obligations.find((o) => o.text.includes('shall pay rent'));
      expect(rent).toMatchObject({ party: 'Tenant', quote: { page: 2 } });
      const repair = result.obligations.find((o) => o.text.includes('heating and plumbing'));
      expect(repair).toMatchObject({ party: 'Landlord', quote: { page: 3 } });
    });

    it('flags the deposit waiver as possibly unenforceable, citing § 42-3502.17 as the library holds it', async () => {
      expect(result.flags).toHaveLength(1);
      const [flag] = result.flags;
      expect(flag).toMatchObject({
        kind: 'possibly-unenforceable',
        quote: { text: 'Tenant waives any right to the return of the security deposit.', page: 2 },
      });
      const source = result.sources.find((s) => s.n === flag!.sources[0]);
      expect(source?.citation).toMatch(/^D\.C\. Code § 42-3502\.17/);
      expect(flag!.why).toContain(`[${source!.n}]`);
      const [section] = await t.db
        .select()
        .from(librarySections)
        .where(eq(librarySections.id, source!.sectionId));
      expect(section?.number).toBe('42-3502.17');
      expect(result.lawFound).toBe(true);
      expect(result.citationCheck.issues).toEqual([]);
      expect(result.citationCheck.supported).toBe(result.citationCheck.markers);
      expect(result.questions.some((q) => q.quote?.page === 2 && q.text.includes('42-3502.17'))).toBe(true);
    });

    it('quotes only words that stand on the page each quote names, at their place in the text', () => {
      const quotes = quotesOf(result);
      expect(quotes.length).toBeGreaterThan(15);
      for (const { what, quote } of quotes) {
        expect(quote.page, what).not.toBeNull();
        expect(onPage(quote.page!, quote.text), `${what}: “${quote.text}” on page ${quote.page}`).toBe(true);
        expect(quote.offset, what).not.toBeNull();
      }
    });

    it('is listed for its owner only; another user gets 404 and cannot delete it', async () => {
      const mine = await as(tenant)({ method: 'GET', url: '/api/v1/documents/reviews' });
      expect(mine.json().reviews.map((r: { id: number }) => r.id)).toContain(review.id);
      expect(mine.json().reviews[0]).not.toHaveProperty('result');
      const theirs = await as(stranger)({ method: 'GET', url: '/api/v1/documents/reviews' });
      expect(theirs.json().reviews).toEqual([]);
      const peek = await reviewOf(stranger, review.id);
      expect(peek.statusCode).toBe(404);
      expect(peek.json().message).toBe(m.reviewNotFound);
      const remove = await as(stranger)({ method: 'DELETE', url: `/api/v1/documents/reviews/${review.id}` });
      expect(remove.statusCode).toBe(404);
      expect(await t.app.ctx.storage.read(storageKey)).toBeDefined();
    });

    it('can be run again from the stored file, and deleting it removes the file', async () => {
      const rerun = await as(tenant)({
        method: 'POST',
        url: `/api/v1/documents/reviews/${review.id}/rerun`,
        payload: {},
      });
      expect(rerun.statusCode, rerun.body).toBe(202);
      const { job } = await followJob(t.app, tenant, rerun.json().job.id);
      expect(job.status).toBe('succeeded');
      expect((await reviewOf(tenant, review.id)).json().review).toMatchObject({
        status: 'reviewed',
        jobId: job.id,
      });

      const removed = await as(tenant)({ method: 'DELETE', url: `/api/v1/documents/reviews/${review.id}` });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe(m.deleted);
      expect(await t.app.ctx.storage.read(storageKey)).toBeUndefined();
      expect((await reviewOf(tenant, review.id)).statusCode).toBe(404);
    });
  });

  describe('a text file', () => {
    it('is reviewed with quotes that carry no page', async () => {
      // Without the numbered headings, which would make it Markdown.
      const text = LEASE_PAGES.flat()
        .map((line) => line.replace(/^(\d+)\. /, 'Clause $1: '))
        .join('\n\n');
      const started = await uploadForReview(t.app, tenant, { bytes: Buffer.from(text), name: 'lease.txt' });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json().review).toMatchObject({ fileType: 'txt', pages: null });
      const { job } = await followJob(t.app, tenant, started.json().job.id);
      expect(job.status, job.error ?? '').toBe('succeeded');
      const result = (await reviewOf(tenant, started.json().review.id)).json().review.result as ReviewResult;
      const quotes = quotesOf(result);
      expect(quotes.length).toBeGreaterThan(10);
      for (const { quote } of quotes) {
        expect(quote.page).toBeNull();
        expect(text.slice(quote.offset!, quote.offset! + quote.text.length)).toBe(quote.text);
      }
      expect(result.amounts.some((a) => a.value === 1850)).toBe(true);
    }, 60_000);
  });

  describe('refused uploads store nothing', () => {
    const refused = async (
      file: { bytes: Buffer; name: string; type?: string },
      status: number,
      message: string | RegExp,
    ) => {
      const before = await storedReviews();
      const response = await uploadForReview(t.app, tenant, file);
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json();
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
      expect(body.message).not.toMatch(/at \w+ \(|stack|SELECT|node_modules/);
      expect(await storedReviews()).toBe(before);
    };

    it('refuses an image (wrong type) by its bytes, whatever its name', () =>
      refused(
        { bytes: makePng(), name: 'lease.pdf', type: 'application/pdf' },
        415,
        m.unsupportedType('lease.pdf'),
      ));

    it('refuses a file over 10 MB', () =>
      refused(
        { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), name: 'big.txt' },
        413,
        m.fileTooLarge('big.txt', 10),
      ));

    it('refuses a scanned PDF (pages of images, no text) with what to do', async () =>
      refused({ bytes: await makeScannedPdf(2), name: 'scan.pdf' }, 400, m.scannedPdf('scan.pdf')));

    it('refuses an empty file', () =>
      refused({ bytes: Buffer.alloc(0), name: 'empty.txt' }, 400, m.emptyFile('empty.txt')));

    it('refuses a zip bomb DOCX and a PDF declaring 10^8 pages before reading them', async () => {
      await refused(
        { bytes: await makeZipBombDocx(), name: 'bomb.docx' },
        413,
        /^“bomb\.docx” cannot be read: it unpacks/,
      );
      await refused(
        { bytes: makePageTreeBombPdf(), name: 'pages.pdf' },
        413,
        /^“pages\.pdf” cannot be read: it declares 100,000,000 pages/,
      );
    });

    it('asks for the file and the place', async () => {
      const before = await storedReviews();
      const noPlace = await uploadForReview(
        t.app,
        tenant,
        { bytes: Buffer.from('A lease.'), name: 'a.txt' },
        {},
      );
      expect(noPlace.statusCode).toBe(400);
      expect(noPlace.json().message).toMatch(/Country is required|State is required/);
      expect(await storedReviews()).toBe(before);
      const noFile = await as(tenant)({
        method: 'POST',
        url: '/api/v1/documents/reviews',
        payload: DC_PLACE,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toBe(m.uploadMissing);
    });

    it('counts reviews toward the storage quota', async () => {
      const quotaUser = await signUpAndLogin(t.app);
      await useOfflineModel(t.db, quotaUser.user.id);
      const text = (n: number) =>
        Buffer.from(`A lease between Jane Roe and John Doe. ${'The Tenant shall pay rent. '.repeat(n)}`);
      const first = await uploadForReview(t.app, quotaUser, { bytes: text(50_000), name: 'first.txt' });
      expect(first.statusCode, first.body).toBe(202);
      const before = await storedReviews();
      const second = await uploadForReview(t.app, quotaUser, { bytes: text(40_000), name: 'second.txt' });
      expect(second.statusCode).toBe(413);
      expect(second.json().message).toMatch(/^Your storage is full: your files take 1\.3 MB of your 2 MB/);
      expect(await storedReviews()).toBe(before);
      const id = first.json().review.id as number;
      expect(
        (await as(quotaUser)({ method: 'DELETE', url: `/api/v1/documents/reviews/${id}` })).statusCode,
      ).toBe(200);
    }, 60_000);

    it('refuses anyone not signed in before reading the body', async () => {
      const response = await uploadForReview(t.app, null, { bytes: Buffer.from('A lease.'), name: 'a.txt' });
      expect(response.statusCode).toBe(401);
    });
  });
});
