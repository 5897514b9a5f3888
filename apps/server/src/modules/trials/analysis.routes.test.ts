import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEventSchema } from '@amicus/contract/jobs/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { analyzeTrialResultSchema } from '@amicus/contract/trials/schemas';
import { jobs } from '../../db/schema/index';
import { listen, openStream } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { makeDocx, makePdf, makePng, makeScannedPdf } from '../../../test/trial-documents';
import {
  analyzeTrialRequest,
  createTrial,
  createTrialTestApp,
  listOwnTrials,
  submitTrialMultipart,
  useOfflineModel,
} from '../../../test/trial-requests';

const CASE_FIELDS = {
  caseDescription: 'My landlord kept my deposit of $1,200 after I moved out on 30 June 2024.',
  role: 'plaintiff',
  country: 'United States',
  state: 'California',
};

// One app per file: the server runs a fake hosted model; `user` has chosen the offline model.
let fake: FakeOpenAi;
let t: TestApp;
let user: Session;
let hostedUser: Session;
let baseUrl: string;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTrialTestApp(fake, { SIGNUP_CREDITS: '1000' });
  user = await signUpAndLogin(t.app);
  await useOfflineModel(t.db, user.user.id);
  hostedUser = await signUpAndLogin(t.app);
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const PLAINTIFF_PDF_LINES = [
  [
    'Residential lease between Ms. Rivera (tenant) and Oak Homes LLC (landlord).',
    'Signed on 1 February 2023.',
  ],
  ['The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.'],
];
const DEFENDANT_DOCX = [
  'Oak Homes LLC response to the claim.',
  'The inspection report of 2 July 2024 records carpet damage costing $450 to repair.',
  'The landlord did not send an itemised statement within 21 days.',
];

const filesOf = async (session: Session, trialId: number) =>
  (await listOwnTrials(t.app, session)).find((x) => x.id === trialId)!.files;

describe('POST /trials/analyze', () => {
  it('sends the text of a real PDF and a real DOCX to the model, labelled by side and file, and stores the report', async () => {
    const trialId = await createTrial(t.app, hostedUser);
    fake.configure({ reply: () => '# Mock Trial Analysis\n\n## The case in brief\n\nA deposit dispute.' });
    const pdf = await makePdf(PLAINTIFF_PDF_LINES);
    const docx = await makeDocx(DEFENDANT_DOCX);

    const response = await analyzeTrialRequest(t.app, hostedUser, trialId, {
      plaintiff: [{ name: 'lease.pdf', bytes: pdf, type: 'application/pdf' }],
      defendant: [{ name: 'response.docx', bytes: docx }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.notices).toEqual([]);
    expect(body.analysis).toMatch(/^# Mock Trial Analysis\n\n## The case in brief\n\nA deposit dispute\./);
    // The server's own closing section lists the documents on each side.
    expect(body.analysis).toContain('- **Plaintiff:** “lease.pdf” (PDF, 2 pages)');
    expect(body.analysis).toContain('- **Defendant:** “response.docx” (Word document)');

    const prompt = fake.requests.at(-1)!.prompt;
    expect(prompt).toMatch(
      /<document id="P1" side="plaintiff" file="lease.pdf" type="PDF, 2 pages">\n[^<]*security deposit of \$1,200 by bank transfer/,
    );
    expect(prompt).toMatch(
      /<document id="D1" side="defendant" file="response.docx" type="Word document">\n[^<]*inspection report of 2 July 2024 records carpet damage/,
    );
    expect(prompt).toContain('The user is the plaintiff. The case is heard in California, United States.');
    expect(prompt).toContain('My landlord kept my deposit of $1,200');

    const trial = (await listOwnTrials(t.app, hostedUser)).find((x) => x.id === trialId)!;
    expect(trial.analysis).toBe(body.analysis);
    expect(trial.files.map((f) => [f.side, f.fileName, f.hasText])).toEqual([
      ['plaintiff', 'lease.pdf', true],
      ['defendant', 'response.docx', true],
    ]);
  });

  it('marks the trial COMPLETED once its analysis is written, not before', async () => {
    const trialId = await createTrial(t.app, user);
    const status = async () => (await listOwnTrials(t.app, user)).find((x) => x.id === trialId)!.status;
    expect(await status()).toBe('PENDING');
    expect((await analyzeTrialRequest(t.app, user, trialId)).statusCode).toBe(200);
    expect(await status()).toBe('COMPLETED');
  });

  it('stores a document once, however often it is uploaded to the trial, and reads it once for each side that gave it', async () => {
    const note = Buffer.from('The landlord never sent an itemised list of deductions.');
    const response = await submitTrialMultipart(t.app, hostedUser, CASE_FIELDS, [
      { name: 'note.txt', bytes: note },
      { name: 'note copy.txt', bytes: note },
    ]);
    expect(response.statusCode).toBe(201);
    const trialId = response.json().trialId as number;
    expect((await filesOf(hostedUser, trialId)).map((f) => [f.side, f.fileName])).toEqual([
      ['case', 'note.txt'],
    ]);

    fake.configure({ reply: () => 'Report.' });
    const analysed = await analyzeTrialRequest(t.app, hostedUser, trialId, {
      plaintiff: [
        { name: 'note.txt', bytes: note },
        { name: 'again.txt', bytes: note },
      ],
      defendant: [
        { name: 'theirs.txt', bytes: note },
        { name: 'reply.txt', bytes: Buffer.from('The tenant left the carpet stained.') },
      ],
    });
    expect(analysed.statusCode).toBe(200);
    expect((await filesOf(hostedUser, trialId)).map((f) => [f.sides, f.fileName])).toEqual([
      [['case', 'plaintiff', 'defendant'], 'note.txt'],
      [['defendant'], 'reply.txt'],
    ]);
    // Read under each side that gave it this time (not again as the case's), by its first name on that side.
    const prompt = fake.requests.at(-1)!.prompt;
    expect(prompt.split('never sent an itemised list').length - 1).toBe(2);
    expect(prompt).toContain('<document id="P1" side="plaintiff" file="note.txt"');
    expect(prompt).toContain('<document id="D1" side="defendant" file="theirs.txt"');
    expect(prompt).not.toContain('side="case"');
    expect(prompt).toContain('The tenant left the carpet stained.');
  });

  it('the offline model builds its report from the documents: key sentences, dates and amounts per side', async () => {
    const trialId = await createTrial(t.app, user);
    const response = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'lease.pdf', bytes: await makePdf(PLAINTIFF_PDF_LINES) }],
      defendant: [{ name: 'response.docx', bytes: await makeDocx(DEFENDANT_DOCX) }],
    });
    expect(response.statusCode).toBe(200);
    const { analysis } = response.json();
    expect(analysis).toContain('offline model');
    for (const heading of [
      '## The case in brief',
      '## Plaintiff: strongest and weakest points',
      '## Defendant: strongest and weakest points',
      '## Questions the judge is likely to ask',
      '### To the plaintiff',
      '### To the defendant',
      '## Likely outcome',
      '**Uncertainty:**',
      '## Next steps for your side',
    ]) {
      expect(analysis).toContain(heading);
    }
    // Sentences quoted from each side's own document, with the document named.
    expect(analysis).toContain(
      '“The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.” (source: “lease.pdf”)',
    );
    expect(analysis).toContain(
      '“The inspection report of 2 July 2024 records carpet damage costing $450 to repair.” (source: “response.docx”)',
    );
    // Dates and amounts found in the documents drive the questions and the next steps.
    expect(analysis).toContain('What happened on 2 July 2024');
    expect(analysis).toContain('How is the figure of $450 made up');
    expect(analysis).toMatch(/timeline around the dates in the documents: .*1 February 2023/);
    // Same inputs, same report.
    const again = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'lease.pdf', bytes: await makePdf(PLAINTIFF_PDF_LINES) }],
      defendant: [{ name: 'response.docx', bytes: await makeDocx(DEFENDANT_DOCX) }],
    });
    expect(again.json().analysis).toBe(analysis);
  });

  it('analyses with no files at all, from the case alone', async () => {
    const trialId = await createTrial(t.app, user);
    const response = await analyzeTrialRequest(t.app, user, trialId);
    expect(response.statusCode).toBe(200);
    expect(response.json().analysis).toContain('No documents were uploaded for the plaintiff');
  });

  it('says clearly that a scanned PDF has no text layer, in the report and its notices', async () => {
    const trialId = await createTrial(t.app, user);
    const response = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'scan.pdf', bytes: await makeScannedPdf(2) }],
      defendant: [
        { name: 'reply.txt', bytes: Buffer.from('We returned $600 of the deposit on 15 July 2024.') },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const notice =
      '“scan.pdf” (plaintiff) has no text layer (it looks like a scanned image), so its content could not be read. Upload a text-based PDF, or run the scan through OCR first.';
    expect(body.notices).toEqual([notice]);
    expect(body.analysis).toContain(`> **Note:** ${notice}`);
    expect(body.analysis).toContain('“scan.pdf” (PDF, 2 pages) — not read');
    // The scan is still kept with the trial, marked as having no text.
    expect((await filesOf(user, trialId)).map((f) => [f.fileName, f.hasText])).toEqual([
      ['scan.pdf', false],
      ['reply.txt', true],
    ]);
  });

  it('cuts a document too long for the model’s context, and says so in the report', async () => {
    const trialId = await createTrial(t.app, hostedUser);
    fake.configure({ reply: () => 'Report.' });
    const paragraph = 'The landlord inspected the flat and listed every defect in writing. ';
    const long = Buffer.from(Array.from({ length: 1500 }, (_, i) => `${i}. ${paragraph}`).join('\n\n'));
    const response = await analyzeTrialRequest(t.app, hostedUser, trialId, {
      defendant: [{ name: 'inventory.txt', bytes: long }],
    });
    expect(response.statusCode).toBe(200);
    const { notices, analysis } = response.json();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^“inventory\.txt” \(defendant\) is long: only its first [\d,]+ of [\d,]+ characters were analysed, to fit the AI model’s context\.$/,
    );
    expect(analysis).toContain(notices[0]);
    const prompt = fake.requests.at(-1)!.prompt;
    expect(prompt).toContain('[Cut to fit: the first');
    expect(prompt.length).toBeLessThan(70_000);
  });

  it('answers 415 naming a file whose bytes are not PDF, DOCX or text though it is named .pdf; nothing is stored', async () => {
    const trialId = await createTrial(t.app, user);
    const response = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'good.txt', bytes: Buffer.from('A readable note about the deposit.') }],
      defendant: [{ name: 'contract.pdf', bytes: makePng(), type: 'application/pdf' }],
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      '“contract.pdf” is not a supported file type. Upload PDF, DOCX, TXT or Markdown files.',
    );
    expect(await filesOf(user, trialId)).toEqual([]);
  });

  it('answers 413 naming the 11th file on a side; nothing is stored', async () => {
    const trialId = await createTrial(t.app, user);
    const plaintiff = Array.from({ length: 11 }, (_, i) => ({
      name: `exhibit-${i + 1}.txt`,
      bytes: Buffer.from(`Exhibit ${i + 1}: a short note.`),
    }));
    const response = await analyzeTrialRequest(t.app, user, trialId, { plaintiff });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Too many plaintiff files: at most 10 per side (“exhibit-11.txt” is one too many).',
    );
    expect(await filesOf(user, trialId)).toEqual([]);
  });

  it('answers 413 naming a file over 10 MB; nothing is stored', async () => {
    const trialId = await createTrial(t.app, user);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await analyzeTrialRequest(t.app, user, trialId, {
      plaintiff: [{ name: 'small.txt', bytes: Buffer.from('A small note about the case.') }],
      defendant: [{ name: 'huge-log.txt', bytes: big }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      '“huge-log.txt” is larger than 10 MB. Upload files of 10 MB or less.',
    );
    expect(await filesOf(user, trialId)).toEqual([]);
  });

  it('answers 404 for another user’s trial and stores nothing on it', async () => {
    const trialId = await createTrial(t.app, user);
    const other = await signUpAndLogin(t.app);
    const response = await analyzeTrialRequest(t.app, other, trialId, {
      plaintiff: [{ name: 'x.txt', bytes: Buffer.from('An attempt to add a file to someone else’s trial.') }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Mock trial not found' });
    expect(await filesOf(user, trialId)).toEqual([]);
  });

  it('answers 400 “Trial ID is missing” without a trial id, and 401 anonymously', async () => {
    const missing = await analyzeTrialRequest(t.app, user, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Trial ID is missing');
    expect((await analyzeTrialRequest(t.app, null, 1)).statusCode).toBe(401);
  });

  it('answers 502 when the provider fails, keeping the uploaded files and the previous report', async () => {
    const trialId = await createTrial(t.app, hostedUser);
    fake.configure({ reply: () => 'First report.' });
    await analyzeTrialRequest(t.app, hostedUser, trialId);
    fake.configure({ failStatus: 503 });
    const response = await analyzeTrialRequest(t.app, hostedUser, trialId, {
      plaintiff: [{ name: 'note.md', bytes: Buffer.from('# Note\n\nThe deposit was **never** returned.') }],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Your documents were saved, but the analysis could not be written: The AI provider failed to answer (status 503). Please try again.',
    );
    const trial = (await listOwnTrials(t.app, hostedUser)).find((x) => x.id === trialId)!;
    expect(trial.analysis).toMatch(/^First report\./);
    expect(trial.files.map((f) => [f.fileName, f.mimeType])).toEqual([['note.md', 'text/markdown']]);
  });

  it('runs as a job: the answer is the one the spec describes, and the job holds the same report', async () => {
    const trialId = await createTrial(t.app, hostedUser);
    fake.configure({ reply: () => '# Report written by a job' });
    const response = await analyzeTrialRequest(t.app, hostedUser, trialId);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'analysis',
      'citationCheck',
      'notices',
      'sources',
      'success',
    ]);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'trial-analysis'), eq(jobs.userId, hostedUser.user.id)))
      .orderBy(jobs.id)
      .then((rows) => rows.slice(-1));
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, result: response.json() });
  });

  it('with Prefer: respond-async answers 202 with the job, whose events show the report being written', async () => {
    const trialId = await createTrial(t.app, hostedUser);
    fake.configure({
      reply: () => Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}. ${'x'.repeat(990)}\n\n`),
      chunkDelayMs: 40,
    });
    const response = await analyzeTrialRequest(
      t.app,
      hostedUser,
      trialId,
      { plaintiff: [{ name: 'note.md', bytes: Buffer.from('The deposit was never returned.') }] },
      { prefer: 'respond-async' },
    );
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    expect(response.headers.location).toBe(`/api/v1/jobs/${jobId}`);

    const stream = await openStream(baseUrl, `/jobs/${jobId}/events`, {
      token: hostedUser.token,
      schema: jobEventSchema,
    });
    const events = await stream.finished;
    const last = events.at(-1)!.job;
    expect(last).toMatchObject({ kind: 'trial-analysis', status: 'succeeded', progress: 100 });
    const writing = events.filter(
      (event) => event.job.stage === trialMessages.analysisStageWriting && event.job.progress > 10,
    );
    expect(writing.length).toBeGreaterThan(0);
    expect(writing.every((event) => event.job.progress < 100)).toBe(true);

    const result = analyzeTrialResultSchema.parse(last.result);
    expect(result.analysis).toMatch(/^Paragraph 1\./);
    expect(result.analysis).toContain('“note.md”');
    const trial = (await listOwnTrials(t.app, hostedUser)).find((x) => x.id === trialId)!;
    expect(trial.analysis).toBe(result.analysis);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${jobId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
