import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { messages } from '../../db/schema/index';
import { createChat, seededCategoryIds } from '../../../test/chat-fixtures';
import { listen, openStream, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { DC_DEPOSIT_RULE, seedTestLibrary } from '../../../test/grounding-fixtures';
import { changeCredits } from '../../domain/credits/ledger';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

const dcTenant = {
  country: 'USA',
  state: 'Washington, DC',
  role: 'plaintiff' as const,
  description: 'I moved out two months ago and my landlord has not returned my security deposit.',
};
const californiaTenant = { ...dcTenant, state: 'California' };

let fake: FakeOpenAi;
let t: TestApp;
let base: string;
let user: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  });
  await seedTestLibrary(t.db);
  base = await listen(t.app);
  user = await signUpAndLogin(t.app);
  await changeCredits(t.db, { userId: user.user.id, amount: 50, reason: 'admin', reference: 'test:top-up' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({}));

const stream = async (path: string, body?: unknown) =>
  (await openStream(base, path, { token: user.token, ...(body ? { method: 'POST', body } : {}) })).finished;
const dcChat = () =>
  createChat(t.app, user, {
    categoryId: seededCategoryIds.housing,
    questionResponses: [{ questionId: 'custom', question: 'Getting my security deposit back' }],
    legalQuestionnaire: dcTenant,
  });
const sourcesOf = (events: object[]) =>
  (events.find((e) => 'sources' in e) as { sources: CitedSource[] })?.sources;
const checkOf = (events: object[]) =>
  (events.find((e) => 'citationCheck' in e) as { citationCheck: CitationCheck })?.citationCheck;
/** The prompt of the last reply asked for (not of the second pass over it, which asks about its claims). */
const replyPrompt = () => fake.requests.filter((r) => !r.prompt.includes('Claim 1:')).at(-1)!.prompt;
const storedReply = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('a reply grounded in the library, from a hosted model', () => {
  it('sends the sources before the text, gives them to the model, and stores them with a clean check', async () => {
    const chatId = await dcChat();
    fake.configure({
      reply: () =>
        `Your landlord had 45 days to return the deposit [1]. The law says: “the owner shall tender payment to the tenant of the security deposit with interest” [1].`,
    });
    const events = await stream(`/chats/${chatId}/initial-message`);
    const kinds = events.map((e) => Object.keys(e)[0]);
    expect(kinds[0]).toBe('start');
    expect(kinds[1]).toBe('sources');
    expect(kinds.indexOf('sources')).toBeLessThan(kinds.indexOf('content'));
    expect(kinds.slice(-2)).toEqual(['citationCheck', 'done']);

    const sources = sourcesOf(events);
    expect(sources[0]).toMatchObject({
      n: 1,
      citation: 'D.C. Code § 42-3502.17(a)',
      heading: 'Security deposits for rental units.',
      paragraph: '(a)',
      passage: DC_DEPOSIT_RULE,
      jurisdiction: 'US-DC',
      asOf: '2025-06-30',
    });
    expect(checkOf(events)).toEqual({ markers: 2, supported: 2, issues: [] });

    const prompt = replyPrompt();
    expect(prompt).toContain('[1] D.C. Code § 42-3502.17(a) — Security deposits for rental units.');
    expect(prompt).toContain(DC_DEPOSIT_RULE);
    expect(prompt).toContain('cite it by its number in square brackets');
    expect(prompt).toContain('never invent a citation');

    const { messageId } = events[0] as { messageId: number };
    const stored = await storedReply(messageId);
    expect(stored.sources).toEqual(sources);
    expect(stored.citationCheck).toEqual({ markers: 2, supported: 2, issues: [] });

    // A reload shows the same sources and check, and a reattach sends them again before the text.
    const reload = await asUser(t.app, user)({ method: 'GET', url: `/api/v1/chats/${chatId}/messages` });
    const reply = (reload.json().data as { id: number }[]).find((m) => m.id === messageId);
    expect(reply).toMatchObject({ sources, citationCheck: stored.citationCheck });
    const again = await stream(`/chats/${chatId}/initial-message`);
    expect(again.map((e) => Object.keys(e)[0])).toEqual([
      'start',
      'sources',
      'content',
      'citationCheck',
      'done',
    ]);
  });

  it("marks a cited sentence the hosted model's second pass finds unsupported by its passage, at its own chip", async () => {
    const chatId = await dcChat();
    const reply =
      'The deposit must be kept in an interest-bearing account [1]. Your landlord must also repaint the unit before you leave [1].';
    fake.configure({
      reply: (asked) =>
        asked.startsWith('Claim 1:') ? 'Checked.\n```json\n{"unsupported": [2]}\n```' : reply,
    });
    const events = await stream(`/chats/${chatId}/initial-message`);
    const second = fake.requests.at(-1)!.prompt;
    expect(second).toContain('Claim 1: The deposit must be kept in an interest-bearing account [1].');
    expect(second).toContain('Claim 2: Your landlord must also repaint the unit before you leave [1].');
    expect(second).toContain(`Passage [1] ${sourcesOf(events)[0]!.citation}:`);
    const unsupported = {
      kind: 'unsupported_claim',
      text: 'Your landlord must also repaint the unit before you leave [1].',
      n: 1,
      at: reply.lastIndexOf('[1]'),
    };
    expect(checkOf(events).issues).toEqual([unsupported]);
    const { messageId } = events[0] as { messageId: number };
    expect((await storedReply(messageId)).citationCheck?.issues).toEqual([unsupported]);

    // A second pass that answers nothing readable, or fails, adds nothing and the reply still completes.
    fake.configure({ reply: (asked) => (asked.startsWith('Claim 1:') ? 'I am not sure.' : reply) });
    const unread = await stream(`/chats/${chatId}/messages`, { message: 'And the paint?' });
    expect(checkOf(unread).issues).toEqual([]);
    expect(unread.at(-1)).toMatchObject({ done: true });
  });

  it('grounds every follow-up in passages for the latest message and reports what the check finds', async () => {
    const chatId = await dcChat();
    fake.configure({ reply: () => 'First reply [1].' });
    await stream(`/chats/${chatId}/initial-message`);

    const cases: [string, string, CitationCheck['issues']][] = [
      ['Must the deposit be in a bank?', 'It must be kept in an interest-bearing account [1].', []],
      [
        'Does it earn interest?',
        'Yes, with interest [1]; see also [7].',
        [{ kind: 'unknown_source', text: '[7]', n: 7, at: null }],
      ],
      [
        'What does the law say about my deposit?',
        'The Code says “the landlord must pay twice the deposit as a penalty” [1].',
        [
          {
            kind: 'misquote',
            text: 'the landlord must pay twice the deposit as a penalty',
            n: 1,
            at: 'The Code says “the landlord must pay twice the deposit as a penalty” '.length,
          },
        ],
      ],
      [
        'Can I get damages?',
        'Under D.C. Code § 42-3508.02 you may get triple damages [1].',
        [{ kind: 'unsupported_citation', text: 'D.C. Code § 42-3508.02', n: null, at: null }],
      ],
    ];
    for (const [question, answer, issues] of cases) {
      fake.configure({ reply: () => answer });
      const events = await stream(`/chats/${chatId}/messages`, { message: question });
      expect(textOf(events)).toBe(answer);
      expect(sourcesOf(events)?.length, question).toBeGreaterThan(0);
      expect(checkOf(events).issues, question).toEqual(issues);
      expect(replyPrompt()).toContain('## Sources from the legal library');
      const stored = await storedReply((events[0] as { messageId: number }).messageId);
      expect(stored.citationCheck?.issues).toEqual(issues);
    }
    // The follow-up about a bank found the paragraph about the account.
    const rows = await t.db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.id);
    expect(rows[2]!.sources!.map((s) => s.citation)).toContain('D.C. Code § 42-3502.17(b)');
  });

  it('tells the model the library holds no law of the user’s jurisdiction, where to look, and to cite none', async () => {
    const chatId = await createChat(t.app, user, {
      categoryId: seededCategoryIds.housing,
      questionResponses: [{ questionId: 'custom', question: 'Getting my security deposit back' }],
      legalQuestionnaire: californiaTenant,
    });
    fake.configure({ reply: () => 'The library holds no California law on this.' });
    const events = await stream(`/chats/${chatId}/initial-message`);
    const sources = sourcesOf(events) ?? [];
    expect(sources.every((s) => s.jurisdiction === 'general')).toBe(true);
    const prompt = replyPrompt();
    expect(prompt).toContain(
      'The legal library holds no law of California, USA on this question. Say so plainly',
    );
    expect(prompt).toContain("the official code on the California, USA legislature's website");
    expect(prompt).toContain('Cite no statute, regulation, case or section number');
    expect(prompt).not.toContain('D.C. Code');
  });
});

describe('a reply grounded in the library, from the offline model', () => {
  let offline: TestApp;
  let offlineBase: string;
  let offlineUser: Session;
  beforeAll(async () => {
    offline = await createTestApp();
    await seedTestLibrary(offline.db);
    offlineBase = await listen(offline.app);
    offlineUser = await signUpAndLogin(offline.app);
  });
  afterAll(() => offline.close());

  const offlineStream = async (path: string) =>
    (await openStream(offlineBase, path, { token: offlineUser.token })).finished;

  it('opens with the D.C. rule it found, quoted word for word with its [1], then its guide', async () => {
    const chatId = await createChat(offline.app, offlineUser, {
      categoryId: seededCategoryIds.housing,
      questionResponses: [{ questionId: 'custom', question: 'Getting my security deposit back' }],
      legalQuestionnaire: dcTenant,
    });
    const events = await offlineStream(`/chats/${chatId}/initial-message`);
    const text = textOf(events);
    expect(text).toContain('## The law in Washington, DC, USA');
    expect(text).toContain(
      '- **D.C. Code § 42-3502.17(a)** (Security deposits for rental units): “Within 45 days after the termination of the tenancy, the owner shall tender payment to the tenant of the security deposit with interest, or notify the tenant in writing of the owner’s intention to withhold the deposit.” [1]',
    );
    expect(text.indexOf('## The law in')).toBeLessThan(text.indexOf('## Your situation'));
    expect(text).toContain('## Documents to gather');
    const check = checkOf(events);
    expect(check.issues).toEqual([]);
    expect(check.supported).toBeGreaterThan(0);
  });

  it('says plainly that the library holds no law for California, names where to look, and cites nothing', async () => {
    const chatId = await createChat(offline.app, offlineUser, {
      categoryId: seededCategoryIds.housing,
      questionResponses: [{ questionId: 'custom', question: 'Getting my security deposit back' }],
      legalQuestionnaire: californiaTenant,
    });
    const events = await offlineStream(`/chats/${chatId}/initial-message`);
    const text = textOf(events);
    expect(text).toContain(
      'The legal library holds no law of California, USA on this question, so this reply cites none.',
    );
    expect(text).toContain('https://www.lawhelp.org');
    expect(text).not.toMatch(/\[\d+\]/);
    expect(text).not.toContain('§');
    expect(checkOf(events)?.markers ?? 0).toBe(0);
  });
});
