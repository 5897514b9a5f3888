import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../db/seed/catalogue-data';
import { createChat, sampleQuestionnaire, seededCategoryIds } from '../../../test/chat-fixtures';
import { listen, openStream, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { offlineAnswer, type OfflineAnswerInput } from './offline/offline-answer';
import { knowledgeBySlug } from '../../domain/guides/knowledge-by-slug';

const housingInput: OfflineAnswerInput = {
  categoryName: 'Housing & Tenancy',
  categorySlug: 'housing',
  topic: 'My landlord is keeping my security deposit. How can I get it back?',
  questionnaire: sampleQuestionnaire,
};

describe('the offline model’s answers', () => {
  it('has a knowledge file for every seeded category', () => {
    for (const { slug } of seedCategories) {
      const knowledge = knowledgeBySlug[slug];
      expect(knowledge, slug).toBeDefined();
      for (const key of ['issues', 'documents', 'steps', 'deadlines', 'costs', 'lawyer', 'help'] as const) {
        expect(knowledge![key].length, `${slug}.${key}`).toBeGreaterThan(1);
      }
    }
  });

  it('builds a structured first reply from the questionnaire, the topic and the area’s knowledge', () => {
    const answer = offlineAnswer(housingInput);
    expect(answer).toContain('Amicus offline model');
    expect(answer).toContain('legal information, not legal advice');
    expect(answer).toContain('**Ontario, Canada**');
    expect(answer).toContain('the person bringing the complaint');
    expect(answer).toContain(sampleQuestionnaire.description);
    expect(answer).toContain('residential tenancy');
    for (const heading of [
      '## Your situation',
      '## Security deposit',
      '## Issues to consider',
      '## Documents to gather',
      '## Typical steps',
      '## Deadlines to check',
      '## When to get a lawyer',
      '## To go further',
    ]) {
      expect(answer).toContain(heading);
    }
    expect(answer).not.toContain('## Eviction');
    expect(offlineAnswer(housingInput)).toBe(answer);
  });

  it('names the country as running English does: "in the United States", "in the UK", "in Canada"', () => {
    const inCountry = (country: string, followUp?: string) =>
      offlineAnswer({ ...housingInput, questionnaire: { ...sampleQuestionnaire, country }, followUp });
    expect(inCountry('United States')).toContain('free legal clinics in the United States.');
    expect(inCountry('United States', 'What documents?')).toContain(
      'legal aid service in the United States.',
    );
    expect(inCountry('UK')).toContain('free legal clinics in the UK.');
    expect(inCountry('U.S.A.')).toContain('free legal clinics in the U.S.A.');
    expect(inCountry('Netherlands')).toContain('free legal clinics in the Netherlands.');
    expect(inCountry('Czech Republic')).toContain('free legal clinics in the Czech Republic.');
    expect(inCountry('the Philippines')).toContain('free legal clinics in the Philippines.');
    expect(inCountry('Canada')).toContain('free legal clinics in Canada.');
    expect(inCountry('Ukraine')).toContain('free legal clinics in Ukraine.');
    // The place line keeps the user's own words.
    expect(inCountry('United States')).toContain('**Ontario, United States**');
  });

  it('answers a follow-up with the sections it asks about', () => {
    const deadlines = offlineAnswer({ ...housingInput, followUp: 'How long do I have to act?' });
    expect(deadlines).toContain('You asked: “How long do I have to act?”');
    expect(deadlines).toContain('## Deadlines to check');
    expect(deadlines).not.toContain('## Documents to gather');
    const lawyer = offlineAnswer({ ...housingInput, followUp: 'Do I need a lawyer, and what will it cost?' });
    expect(lawyer).toContain('## When to get a lawyer');
    expect(lawyer).toContain('## Costs');
    const eviction = offlineAnswer({ ...housingInput, followUp: 'They now sent an eviction notice' });
    expect(eviction).toContain('## Eviction');
    const unknown = offlineAnswer({ ...housingInput, followUp: 'Tell me a joke' });
    expect(unknown).toContain('does not cover that question directly');
    expect(unknown).toContain('## Typical steps');
  });

  it('falls back to general guidance for admin-created categories and warns about danger', () => {
    const answer = offlineAnswer({
      ...housingInput,
      categoryName: 'Animal Law',
      categorySlug: null,
      topic: 'My neighbour’s dog',
      questionnaire: {
        ...sampleQuestionnaire,
        description: 'My neighbour threatened to hurt me over his dog.',
      },
    });
    expect(answer).toContain('general guide to Animal Law');
    expect(answer).toContain('call your local emergency number');
    expect(answer).toContain('## Documents to gather');
  });
});

describe('the offline model in a chat', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let user: Session;
  let base: string;
  beforeAll(async () => {
    // A hosted endpoint is configured but not chosen: the offline model (the default) must not reach it.
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { LLM_BASE_URL: fake.baseUrl }, offlineChunkDelayMs: 12 });
    base = await listen(t.app);
    user = await signUpAndLogin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('streams a structured first reply in chunks and answers a follow-up, with no network call', async () => {
    const chatId = await createChat(t.app, user, { categoryId: seededCategoryIds.employment });
    const first = await (
      await openStream(base, `/chats/${chatId}/initial-message`, { token: user.token })
    ).finished;
    expect(first.filter((e) => 'content' in e).length).toBeGreaterThan(5);
    const text = textOf(first);
    expect(text).toContain('Amicus offline model');
    expect(text).toContain('employment standards');
    expect(text).toContain('## Typical steps');
    expect(first.at(-1)).toMatchObject({ done: true, status: 'complete' });

    const followUp = await (
      await openStream(base, `/chats/${chatId}/messages`, {
        token: user.token,
        method: 'POST',
        body: { message: 'What documents should I keep?' },
      })
    ).finished;
    expect(textOf(followUp)).toContain('## Documents to gather');
    expect(textOf(followUp)).toContain('Payslips');
    expect(fake.requests).toEqual([]);
  });
});
