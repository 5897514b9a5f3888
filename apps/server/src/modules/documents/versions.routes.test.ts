import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import { RICH_TEXT_MAX_TEXT, richTextToPlain, type RichTextDoc } from '@amicus/contract/documents/rich-text';
import { answerDepositInterview, startDocument } from '../../../test/document-requests';
import { followJob } from '../../../test/recording-requests';
import {
  asUser,
  createTestApp,
  manualClock,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { AUTOSAVE_VERSION_MS } from './versions-service';

const clock = manualClock();
let t: TestApp;
let owner: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signUpAndLogin(t.app);
  other = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

const as = (session: Session) => asUser(t.app, session);
const paragraph = (text: string): RichTextDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

async function draftedDocument(): Promise<AmicusDocument> {
  const doc = await startDocument(t.app, owner, { templateSlug: 'security-deposit-demand' });
  await answerDepositInterview(t.app, owner, doc.id);
  const started = await as(owner)({ method: 'POST', url: `/api/v1/documents/${doc.id}/draft` });
  expect((await followJob(t.app, owner, started.json().jobId)).job.status).toBe('succeeded');
  return (await as(owner)({ method: 'GET', url: `/api/v1/documents/${doc.id}` })).json().document;
}

const save = (id: number, body: unknown, baseRevision: number, session = owner) =>
  as(session)({ method: 'PUT', url: `/api/v1/documents/${id}/body`, payload: { body, baseRevision } });

const versions = async (id: number) =>
  (await as(owner)({ method: 'GET', url: `/api/v1/documents/${id}/versions` })).json().versions as {
    n: number;
    origin: string;
    restoredFrom: number | null;
    preview: string;
  }[];

describe('editing a drafted document', () => {
  it('autosaves into one version for a while, then starts another; a stale base is 409 and changes nothing', async () => {
    const doc = await draftedDocument();
    expect(doc.version).toBe(1);
    const drafted = doc.body!;

    const first = await save(doc.id, paragraph('Dear landlord, first words.'), doc.revision);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json().document as AmicusDocument;
    expect(afterFirst).toMatchObject({ version: 2, revision: doc.revision + 1 });
    // A few minutes later: the same edit version is updated.
    clock.advance(3 * 60_000);
    const second = (await save(doc.id, paragraph('Dear landlord, more words.'), afterFirst.revision)).json()
      .document as AmicusDocument;
    expect(second.version).toBe(2);
    expect(richTextToPlain(second.body!)).toBe('Dear landlord, more words.');

    // Another tab still on the first revision: refused, and the latest text stays.
    const stale = await save(doc.id, paragraph('Old tab text'), afterFirst.revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.staleBase);
    const reread = (await as(owner)({ method: 'GET', url: `/api/v1/documents/${doc.id}` })).json().document;
    expect(richTextToPlain(reread.body)).toBe('Dear landlord, more words.');
    expect(reread.revision).toBe(second.revision);

    // Past the window, the next save starts version 3; versions 1 and 2 keep their text.
    clock.advance(AUTOSAVE_VERSION_MS);
    const third = (await save(doc.id, paragraph('Later session.'), second.revision)).json().document;
    expect(third.version).toBe(3);
    const three = await versions(doc.id);
    expect(three.map((v) => [v.n, v.origin, v.preview]).slice(0, 2)).toEqual([
      [3, 'edit', 'Later session.'],
      [2, 'edit', 'Dear landlord, more words.'],
    ]);
    // A long draft's preview is its opening, cut at a word and marked as cut.
    const draftText = richTextToPlain(drafted).replace(/\s+/g, ' ');
    const draftPreview = three[2]!.preview;
    expect(draftPreview.length).toBeLessThanOrEqual(141);
    expect(draftPreview.endsWith('…')).toBe(true);
    expect(draftText.startsWith(draftPreview.slice(0, -1))).toBe(true);
    expect(draftText[draftPreview.length - 1]).toBe(' ');

    // Restoring version 1 makes version 4 with its text; nothing before it is lost.
    const restored = await as(owner)({
      method: 'POST',
      url: `/api/v1/documents/${doc.id}/versions/1/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('Version 1 was restored as a new version. Nothing was lost.');
    expect(restored.json().document).toMatchObject({
      version: 4,
      body: drafted,
      revision: third.revision + 1,
    });
    const listed = await versions(doc.id);
    expect(listed.map((v) => [v.n, v.origin, v.restoredFrom])).toEqual([
      [4, 'restore', 1],
      [3, 'edit', null],
      [2, 'edit', null],
      [1, 'draft', null],
    ]);
    const two = (await as(owner)({ method: 'GET', url: `/api/v1/documents/${doc.id}/versions/2` })).json();
    expect(richTextToPlain(two.version.body)).toBe('Dear landlord, more words.');
    // The first edit after a restore starts a version of its own: the restored one stays as it was.
    const afterRestore = (await save(doc.id, paragraph('Edited after restore.'), third.revision + 1)).json()
      .document;
    expect(afterRestore.version).toBe(5);

    const missing = await as(owner)({
      method: 'POST',
      url: `/api/v1/documents/${doc.id}/versions/9/restore`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This document has no version 9.');
  });

  it('refuses a hostile body (too deep, too large, unknown nodes, script links) with 400, changing nothing', async () => {
    const doc = await draftedDocument();
    let deep: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'x' }] };
    for (let i = 0; i < 40; i++)
      deep = { type: 'bulletList', content: [{ type: 'listItem', content: [deep] }] };
    const bodies: unknown[] = [
      { type: 'doc', content: [deep] },
      paragraph('x'.repeat(RICH_TEXT_MAX_TEXT + 1)),
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
    ];
    const messages: string[] = [];
    for (const body of bodies) {
      const response = await save(doc.id, body, doc.revision);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      messages.push(JSON.stringify(response.json().errors ?? response.json().message));
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    }
    // The server's own JSON depth guard answers before the body's schema does.
    expect(messages[0]).toContain('nested too deeply');
    expect(messages[1]).toContain('The document is too large or too deeply nested');
    expect(messages[3]).toContain('Links must be http, https or mailto');
    const after = (await as(owner)({ method: 'GET', url: `/api/v1/documents/${doc.id}` })).json().document;
    expect(after).toMatchObject({ version: 1, revision: doc.revision, body: doc.body });
  });

  it('keeps the body, versions and draft to the owner: 404 for anyone else', async () => {
    const doc = await draftedDocument();
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/documents/${doc.id}/body`, { body: paragraph('mine'), baseRevision: doc.revision }],
      ['GET', `/api/v1/documents/${doc.id}/versions`, undefined],
      ['GET', `/api/v1/documents/${doc.id}/versions/1`, undefined],
      ['POST', `/api/v1/documents/${doc.id}/versions/1/restore`, undefined],
      ['POST', `/api/v1/documents/${doc.id}/draft`, undefined],
    ] as const) {
      const response = await as(other)({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await versions(doc.id)).length).toBe(1);
  });

  it('has nothing to save before the draft', async () => {
    const doc = await startDocument(t.app, owner, { templateSlug: 'general-formal-letter' });
    const early = await save(doc.id, paragraph('Too soon'), 0);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.notDraftedYet);
  });
});
