import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH,
  QUESTIONNAIRE_LOCATION_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
  TOPICS_MAX,
} from '@amicus/contract/chats/schemas';
import { CASE_DESCRIPTION_MAX_LENGTH } from '@amicus/contract/trials/schemas';
import { createChat, sampleQuestionnaire } from '../../test/chat-fixtures';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../test/test-app';
import { CASE, listOwnTrials, submitTrialJson } from '../../test/trial-requests';

/**
 * Text that reaches a model is bounded (decision 006): past a bound the request is a 400 that names the field
 * and the limit, and nothing is stored or sent to a model.
 */
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

const as = () => asUser(t.app, user);
const chatCount = async () =>
  (await as()({ method: 'GET', url: '/api/v1/chats' })).json().pagination.total as number;
const topic = (question: string) => ({ questionId: 'custom' as const, question });

describe('POST /chats', () => {
  it.each([
    [
      'description',
      {
        legalQuestionnaire: {
          ...sampleQuestionnaire,
          description: 'x'.repeat(QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH + 1),
        },
      },
      `Description must be at most ${QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH} characters`,
    ],
    [
      'country',
      {
        legalQuestionnaire: {
          ...sampleQuestionnaire,
          country: 'x'.repeat(QUESTIONNAIRE_LOCATION_MAX_LENGTH + 1),
        },
      },
      `Country must be at most ${QUESTIONNAIRE_LOCATION_MAX_LENGTH} characters`,
    ],
    [
      'state',
      {
        legalQuestionnaire: {
          ...sampleQuestionnaire,
          state: 'x'.repeat(QUESTIONNAIRE_LOCATION_MAX_LENGTH + 1),
        },
      },
      `State must be at most ${QUESTIONNAIRE_LOCATION_MAX_LENGTH} characters`,
    ],
    [
      'topic',
      { questionResponses: [topic('x'.repeat(TOPIC_MAX_LENGTH + 1))] },
      `Question must be at most ${TOPIC_MAX_LENGTH} characters`,
    ],
    [
      'topics',
      { questionResponses: Array.from({ length: TOPICS_MAX + 1 }, (_, i) => topic(`Topic ${i}`)) },
      `questionResponses must have at most ${TOPICS_MAX} topics`,
    ],
  ])(
    'refuses a %s past its limit with a 400 naming it, and stores no chat',
    async (_field, overrides, message) => {
      const before = await chatCount();
      const response = await as()({
        method: 'POST',
        url: '/api/v1/chats',
        payload: {
          categoryId: 2,
          questionResponses: [topic('My deposit')],
          legalQuestionnaire: sampleQuestionnaire,
          ...overrides,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await chatCount()).toBe(before);
    },
  );

  it('accepts text right at the limits', async () => {
    await createChat(t.app, user, {
      questionResponses: Array.from({ length: TOPICS_MAX }, () => topic('x'.repeat(TOPIC_MAX_LENGTH))),
      legalQuestionnaire: {
        ...sampleQuestionnaire,
        description: 'x'.repeat(QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH),
      },
    });
  });
});

describe('POST /chats/{id}/messages', () => {
  it('refuses a message past its limit with a 400 naming it, and stores and charges nothing', async () => {
    const chatId = await createChat(t.app, user);
    const credits = async () => (await as()({ method: 'GET', url: '/api/v1/credits' })).json().credits;
    const before = await credits();
    const response = await as()({
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`);
    const stored = await as()({ method: 'GET', url: `/api/v1/chats/${chatId}/messages` });
    expect(stored.json().data).toEqual([]);
    expect(await credits()).toBe(before);
  });
});

describe('POST /trials', () => {
  it('refuses a case description past its limit with a 400 naming it, and stores no trial', async () => {
    const before = (await listOwnTrials(t.app, user)).length;
    const response = await submitTrialJson(t.app, user, {
      ...CASE,
      caseDescription: 'x'.repeat(CASE_DESCRIPTION_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Case description must be at most ${CASE_DESCRIPTION_MAX_LENGTH} characters`,
    );
    expect(await listOwnTrials(t.app, user)).toHaveLength(before);
  });
});
