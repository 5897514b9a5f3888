import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_DRAFT_JOB, type AmicusDocument } from '@amicus/contract/documents/schemas';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import { richTextToPlain } from '@amicus/contract/documents/rich-text';
import { throttleRules } from '../../http/throttle';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { DC_DEPOSIT_RULE, seedTestLibrary } from '../../../test/grounding-fixtures';
import { answerDepositInterview, saveGroup, startDocument } from '../../../test/document-requests';
import { followJob } from '../../../test/recording-requests';
import { asUser, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { createTrialTestApp, useOfflineModel } from '../../../test/trial-requests';

let fake: FakeOpenAi;
let t: TestApp;
let offline: Session;
let hosted: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTrialTestApp(fake);
  await seedTestLibrary(t.db);
  offline = await signUpAndLogin(t.app);
  hosted = await signUpAndLogin(t.app);
  await useOfflineModel(t.db, offline.user.id);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({}));

const read = async (session: Session, id: number): Promise<AmicusDocument> =>
  (await asUser(t.app, session)({ method: 'GET', url: `/api/v1/documents/${id}` })).json().document;

/** A deposit letter answered for `state`, drafted; answers the document once the job has finished. */
async function drafted(session: Session, state = 'Washington, DC') {
  const doc = await startDocument(t.app, session, { templateSlug: 'security-deposit-demand' });
  await answerDepositInterview(t.app, session, doc.id);
  if (state !== 'Washington, DC')
    expect((await saveGroup(t.app, session, doc.id, 'place', { country: 'USA', state })).statusCode).toBe(
      200,
    );
  const started = await asUser(t.app, session)({ method: 'POST', url: `/api/v1/documents/${doc.id}/draft` });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.headers.location).toBe(`/api/v1/jobs/${started.json().jobId}`);
  const followed = await followJob(t.app, session, started.json().jobId);
  return { ...followed, document: await read(session, doc.id) };
}

describe('POST /documents/{id}/draft', () => {
  it('drafts the D.C. deposit letter offline, quoting § 42-3502.17(a) with a checked [1], as version 1', async () => {
    const { job, seen, document } = await drafted(offline);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.kind).toBe(DOCUMENT_DRAFT_JOB);
    // The offline draft is too quick to see every stage by polling; the last one stays on the job.
    expect(seen.at(-1)!.stage).toBe(m.draftStageChecking);

    expect(document).toMatchObject({ status: 'drafted', version: 1, draftError: null, lawFlags: [] });
    expect(document.sources[0]).toMatchObject({
      n: 1,
      citation: 'D.C. Code § 42-3502.17(a)',
      jurisdiction: 'US-DC',
    });
    const text = richTextToPlain(document.body!);
    expect(text).toContain(
      'I was your tenant at 900 Park Road NW, Unit 4. I moved out and returned the keys on June 30, 2024. When the tenancy began, I paid you a security deposit of $1,200.00.',
    );
    expect(text).toContain(
      `The law of Washington, DC sets out when a landlord must return a security deposit: D.C. Code § 42-3502.17(a) provides that “${DC_DEPOSIT_RULE.replace(/\.$/, '')}” [1].`,
    );
    expect(text).toContain('within 14 days of the date of this letter');
    // Only the paragraphs whose conditions hold.
    expect(text).toContain('I gave you my forwarding address in writing.');
    expect(text).not.toContain('To date, you have returned only');
    expect(document.citationCheck).toEqual({ markers: 1, supported: 1, issues: [] });
    expect(document.letter).toEqual({
      sender: { name: 'Alex Rivera', addressLines: ['12 Elm Street, Apt 3', 'Washington, DC 20009'] },
      recipient: { name: 'Capitol Rentals LLC', addressLines: ['400 K Street NW', 'Washington, DC 20001'] },
      date: 'September 2, 2024',
      subject: 'Return of my security deposit for 900 Park Road NW, Unit 4',
      closing: 'Sincerely,',
      signatureName: 'Alex Rivera',
    });
  });

  it('says plainly the library holds no California law, where to look, and flags it', async () => {
    const { document } = await drafted(offline, 'California');
    const text = richTextToPlain(document.body!);
    const notHeld =
      "The legal library holds no law of California, USA on this point, so this letter cites none; the rules that apply can be read at the official code on the California, USA legislature's website, the state courts' self-help pages, or free legal aid listed at https://www.lawhelp.org.";
    expect(text).toContain(notHeld);
    expect(text).toContain('https://www.lawhelp.org');
    expect(text).not.toContain('§');
    expect(document.lawFlags).toEqual([{ text: notHeld, reason: m.lawFlagNotHeld('California, USA') }]);
  });

  it('lets a hosted model rewrite it from the same facts and passages, and flags law it states without a source', async () => {
    fake.configure({
      reply: () =>
        [
          'Dear Capitol Rentals LLC,',
          '',
          'I moved out of 900 Park Road NW, Unit 4 on June 30, 2024, and paid a deposit of $1,200.',
          '',
          `The law says “${DC_DEPOSIT_RULE}” [1]`,
          '',
          'Under D.C. Code § 42-3508.02 you also owe me triple damages.',
          '',
          '- Please pay within 14 days.',
        ].join('\n'),
    });
    const { document } = await drafted(hosted);
    const prompt = fake.requests.at(-1)!.prompt;
    expect(prompt).toContain('[1] D.C. Code § 42-3502.17(a) — Security deposits for rental units.');
    expect(prompt).toContain('- The security deposit you paid: $1,200.00');
    expect(prompt).toContain('## The draft');
    expect(document.body!.content.at(-1)!.type).toBe('bulletList');
    expect(document.citationCheck!.issues).toEqual([
      { kind: 'unsupported_citation', text: 'D.C. Code § 42-3508.02', n: null, at: null },
    ]);
    expect(document.lawFlags.map((f) => f.text)).toEqual([
      'Under D.C. Code § 42-3508.02 you also owe me triple damages.',
    ]);
  });

  it('keeps the answers and says why when the provider fails', async () => {
    fake.configure({ failStatus: 400 });
    const { job, document } = await drafted(hosted);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Your answers are saved, but the draft could not be written: /);
    expect(document.status).toBe('interview');
    expect(document.draftError).toBe(job.error);
    expect(document.answers.deposit_amount!.value).toBe('$1,200');
  });

  it('bounds how many drafts a user asks for in an hour: 429 with its message, nothing queued', async () => {
    const carol = await signUpAndLogin(t.app);
    await useOfflineModel(t.db, carol.user.id);
    const doc = await startDocument(t.app, carol, { templateSlug: 'security-deposit-demand' });
    await answerDepositInterview(t.app, carol, doc.id);
    for (let i = 0; i < throttleRules.documentDraftByUser.points; i++)
      await t.app.ctx.throttles.documentDraftByUser.consume(String(carol.user.id));
    const refused = await asUser(t.app, carol)({ method: 'POST', url: `/api/v1/documents/${doc.id}/draft` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have asked for many drafts in a short time\. Please wait \d+ seconds/,
    );
    expect(await read(carol, doc.id)).toMatchObject({ status: 'interview', draftJobId: null });
  });

  it('refuses to draft before the interview is done', async () => {
    const doc = await startDocument(t.app, offline, { templateSlug: 'security-deposit-demand' });
    const early = await asUser(t.app, offline)({ method: 'POST', url: `/api/v1/documents/${doc.id}/draft` });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please answer the questions in “Where you are” first.');
  });
});
