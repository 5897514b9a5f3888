import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import { documentPaths, type AmicusDocument } from '@amicus/contract/documents/schemas';
import type { RichTextDoc } from '@amicus/contract/documents/rich-text';
import { createDocumentReader } from '../../document-reader/document-reader';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { seedTestLibrary } from '../../../test/grounding-fixtures';
import { docxPart } from '../../../test/docx-parts';
import { ceilingBody } from '../../../test/letter-fixtures';
import { answerDepositInterview, startDocument } from '../../../test/document-requests';
import { followJob } from '../../../test/recording-requests';
import { asUser, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { createTrialTestApp, useOfflineModel } from '../../../test/trial-requests';
import { exportFileName } from './export-routes';

let fake: FakeOpenAi;
let t: TestApp;
let owner: Session;
let other: Session;
const reader = createDocumentReader({ size: 1 });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTrialTestApp(fake);
  await seedTestLibrary(t.db);
  owner = await signUpAndLogin(t.app);
  other = await signUpAndLogin(t.app);
  await useOfflineModel(t.db, owner.user.id);
});
afterAll(async () => {
  await reader.close();
  await t.close();
  await fake.close();
});

const api = (path: string) => `/api/v1${path}`;

async function draftedDocument(): Promise<AmicusDocument> {
  const doc = await startDocument(t.app, owner, { templateSlug: 'security-deposit-demand' });
  await answerDepositInterview(t.app, owner, doc.id);
  const started = await asUser(t.app, owner)({ method: 'POST', url: api(documentPaths.draft(doc.id)) });
  expect((await followJob(t.app, owner, started.json().jobId)).job.status).toBe('succeeded');
  return (await asUser(t.app, owner)({ method: 'GET', url: api(documentPaths.one(doc.id)) })).json().document;
}

/** The downloaded file read back through the project's document reader. */
async function readBack(bytes: Buffer, kind: 'docx' | 'pdf') {
  const result = await reader.read(bytes, { outline: true });
  expect(result).toMatchObject({ status: 'ok', kind });
  if (result.status !== 'ok') throw new Error('unreadable');
  return { text: result.text.replace(/\s+/g, ' '), pages: result.pages, blocks: result.blocks ?? [] };
}

describe('GET /documents/{id}/export.docx and .pdf', () => {
  it('downloads the letter built from the answers and the edited body, as a Word file and a PDF', async () => {
    const doc = await draftedDocument();
    // The user's edit is what is exported, not the first draft.
    const edited: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'My deposit' }] },
        ...doc.body!.content,
        { type: 'paragraph', content: [{ type: 'text', text: 'An edited closing line.' }] },
      ],
    };
    const saved = await asUser(
      t.app,
      owner,
    )({
      method: 'PUT',
      url: api(documentPaths.body(doc.id)),
      payload: { body: edited, baseRevision: doc.revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const docx = await asUser(t.app, owner)({ method: 'GET', url: api(documentPaths.exportDocx(doc.id)) });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe(`attachment; filename="${doc.title}.docx"`);
    expect(docx.headers['cache-control']).toBe('private, no-store');
    const word = await readBack(docx.rawPayload, 'docx');
    const texts = word.blocks.map((block) => block.text);
    // Letterhead from the answers, the date in words, the recipient, the subject, the body, the signature.
    expect(texts.slice(0, 8)).toEqual([
      'Alex Rivera',
      '12 Elm Street, Apt 3',
      'Washington, DC 20009',
      'September 2, 2024',
      'Capitol Rentals LLC',
      '400 K Street NW',
      'Washington, DC 20001',
      'Re: Return of my security deposit for 900 Park Road NW, Unit 4',
    ]);
    expect(word.blocks.find((block) => block.text === 'My deposit')).toMatchObject({
      kind: 'heading',
      level: 2,
    });
    expect(word.text).toContain('D.C. Code § 42-3502.17');
    expect(texts).toContain('An edited closing line.');
    // The draft's [1] is a footnote naming the library's source and how current it is: after the signature,
    // the footnotes alone.
    const [rule] = doc.sources;
    expect(rule).toBeDefined();
    const note = `${rule!.citation}, ${rule!.heading.replace(/\.$/, '')}. ${rule!.sourceTitle}, current to`;
    const notes = texts.slice(texts.lastIndexOf('Alex Rivera') + 1);
    expect(notes.length).toBeGreaterThan(0);
    for (const text of notes) expect(text).toContain(note);
    expect(await docxPart(docx.rawPayload, 'word/document.xml')).toContain('<w:footnoteReference');
    expect(await docxPart(docx.rawPayload, 'word/footnotes.xml')).toContain(note);

    const pdf = await asUser(t.app, owner)({ method: 'GET', url: api(documentPaths.exportPdf(doc.id)) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${doc.title}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await readBack(pdf.rawPayload, 'pdf');
    expect(printed.pages).toBeGreaterThanOrEqual(1);
    for (const text of [
      'Alex Rivera',
      'September 2, 2024',
      'My deposit',
      'D.C. Code § 42-3502.17',
      'An edited closing line.',
      // After the signature, the sources the letter cites.
      `Alex Rivera Sources [1] ${note}`,
    ])
      expect(printed.text).toContain(text);
  });

  it('is the owner’s alone, and there is nothing to download before the draft', async () => {
    const doc = await draftedDocument();
    const stranger = await asUser(t.app, other)({ method: 'GET', url: api(documentPaths.exportPdf(doc.id)) });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(m.documentNotFound);

    const fresh = await startDocument(t.app, owner, { templateSlug: 'security-deposit-demand' });
    const early = await asUser(t.app, owner)({ method: 'GET', url: api(documentPaths.exportDocx(fresh.id)) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.notDraftedYet);

    const anonymous = await t.app.inject({ method: 'GET', url: api(documentPaths.exportDocx(doc.id)) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('renders off the event loop: /health answers promptly while the longest letter exports', async () => {
    const doc = await draftedDocument();
    const saved = await asUser(
      t.app,
      owner,
    )({
      method: 'PUT',
      url: api(documentPaths.body(doc.id)),
      payload: { body: ceilingBody(), baseRevision: doc.revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The widest gap between two turns of the event loop while the export runs: a DOCX at the rich-text
    // ceiling takes about a second of CPU, which on the main thread is a gap of hundreds of milliseconds.
    let exporting = true;
    let last = performance.now();
    let widest = 0;
    const turn = () => {
      const now = performance.now();
      widest = Math.max(widest, now - last);
      last = now;
      if (exporting) setImmediate(turn);
    };
    const healthTimes: number[] = [];
    const pingHealth = async () => {
      while (exporting) {
        const started = performance.now();
        const health = await t.app.inject({ method: 'GET', url: api('/health') });
        expect(health.statusCode).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    setImmediate(turn);
    const pinging = pingHealth();
    const docx = await asUser(t.app, owner)({ method: 'GET', url: api(documentPaths.exportDocx(doc.id)) });
    exporting = false;
    await pinging;

    expect(docx.statusCode, docx.body).toBe(200);
    const word = await readBack(docx.rawPayload, 'docx');
    const paragraphs = ceilingBody().content.length;
    expect(word.text).toContain('Paragraph 1. The tenant asked');
    expect(word.text).toContain(`Paragraph ${paragraphs - 1}. The tenant asked`);
    expect(healthTimes.length).toBeGreaterThanOrEqual(3);
    // On the pool the widest gap is the reading of the stored body (about 100 ms on a busy machine); rendered
    // on the main thread it was over a second.
    expect(widest).toBeLessThan(350);
    expect(Math.max(...healthTimes)).toBeLessThan(350);
  });

  it('names the file from the title with what no OS can save replaced', () => {
    expect(exportFileName('Deposit: 12/3 "Elm" St?', 'pdf')).toBe('Deposit- 12-3 -Elm- St-.pdf');
    expect(exportFileName('..\u202e', 'docx')).toBe('letter.docx');
    expect(exportFileName('a'.repeat(300), 'docx')).toBe(`${'a'.repeat(120)}.docx`);
  });
});
