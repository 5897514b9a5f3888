import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleRules } from '../../http/throttle';
import { createTestApp, signUpAndLogin, type TestApp } from '../../../test/test-app';
import {
  analyzeTrialRequest,
  CASE,
  createTrial,
  listOwnTrials,
  submitTrialJson,
} from '../../../test/trial-requests';

/** Each user may ask for trials and analyses at a bounded pace, whatever credits they hold (decision 006). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_CREDITS: '1000' } });
});
afterAll(() => t.close());

function expectLimited(response: LightMyRequestResponse, windowSeconds: number, text: string) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: `${text} Please wait ${retryAfter} seconds and try again.`,
  });
}

describe('POST /trials', () => {
  const rule = throttleRules.trialCreateByUser;

  it(`accepts ${rule.points} submissions an hour from a user, then answers 429 and stores nothing`, async () => {
    const user = await signUpAndLogin(t.app);
    // A refused submission is not counted.
    expect((await submitTrialJson(t.app, user, { ...CASE, country: '' })).statusCode).toBe(400);
    for (let i = 0; i < rule.points; i++) await createTrial(t.app, user);
    expectLimited(
      await submitTrialJson(t.app, user),
      rule.duration,
      'You have submitted many mock trials in a short time.',
    );
    expect(await listOwnTrials(t.app, user)).toHaveLength(rule.points);
    // Another user is not held back.
    await createTrial(t.app, await signUpAndLogin(t.app));
  });
});

describe('POST /trials/analyze', () => {
  const rule = throttleRules.trialAnalyzeByUser;

  it(`runs ${rule.points} analyses an hour for a user, then answers 429`, async () => {
    const user = await signUpAndLogin(t.app);
    const trialId = await createTrial(t.app, user);
    for (let i = 0; i < rule.points; i++) {
      expect((await analyzeTrialRequest(t.app, user, trialId)).statusCode).toBe(200);
    }
    expectLimited(
      await analyzeTrialRequest(t.app, user, trialId),
      rule.duration,
      'You have asked for many analyses in a short time.',
    );
    // Ten real analyses, one after another: 13 s on a quiet machine, past the default 30 s on a loaded one.
  }, 90_000);
});
