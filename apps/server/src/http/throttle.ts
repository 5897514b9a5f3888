import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { accountMessages } from '@amicus/contract/account/data';
import { chatMessages } from '@amicus/contract/chats/messages';
import { messages } from '@amicus/contract/common/messages';
import { documentMessages } from '@amicus/contract/documents/messages';
import { reviewMessages } from '@amicus/contract/documents/review-messages';
import { recordingMessages } from '@amicus/contract/recordings/messages';
import { trialMessages } from '@amicus/contract/trials/messages';
import type { SharedRedis } from '../redis/shared-redis';
import { AppError } from './app-error';

/**
 * Brute-force limits for the sign-in and reset endpoints, per IP and per account, and limits on what each user
 * may ask of a model (decision 006). In memory for one instance; shared through Redis when REDIS_URL is set so
 * several instances count together, and in memory again while Redis does not answer.
 */
export type Throttles = {
  loginByIp: Limiter;
  loginByAccountAndIp: Limiter;
  loginByAccount: Limiter;
  lockNoticeByAccount: Limiter;
  forgotByIp: Limiter;
  forgotByAccount: Limiter;
  signupByIp: Limiter;
  chatCreateByUser: Limiter;
  trialCreateByUser: Limiter;
  trialAnalyzeByUser: Limiter;
  recordingAnalyzeByUser: Limiter;
  recordingUploadByUser: Limiter;
  transcriptionByUser: Limiter;
  documentDraftByUser: Limiter;
  documentReviewByUser: Limiter;
  freeFirstReplyByUser: Limiter;
  accountExportByUser: Limiter;
};

export type Limiter = {
  /** Counts one attempt; throws a 429 AppError with Retry-After when the limit is reached. */
  consume: (key: string) => Promise<void>;
  /** Counts one use if any is left and says whether it was (an allowance, not a refusal). */
  take: (key: string) => Promise<boolean>;
  /** Gives one counted attempt back (a sign-in that succeeded), so only failures use up the allowance. */
  reward: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

/** A limit: `points` uses per `duration` seconds, and the 429's message given the seconds left. */
type Rule = { points: number; duration: number; keyPrefix: string; message: (seconds: number) => string };

const HOUR = 60 * 60;
const attempts = messages.auth.tooManyAttempts;

export const throttleRules = {
  loginByIp: { points: 30, duration: 15 * 60, keyPrefix: 'rl:login:ip', message: attempts },
  // Failed sign-ins to one account from one address: a guesser there is stopped, its owner elsewhere is not.
  loginByAccountAndIp: {
    points: 10,
    duration: 15 * 60,
    keyPrefix: 'rl:login:acct-ip',
    message: messages.auth.accountLocked,
  },
  // From every address together: a guess spread over many addresses. A device that signed in to the account
  // before is let through (known-device.ts), so a stranger cannot lock its owner out.
  loginByAccount: {
    points: 50,
    duration: 15 * 60,
    keyPrefix: 'rl:login:acct',
    message: messages.auth.accountLocked,
  },
  // The owner is told once a window that sign-ins to their account are paused.
  lockNoticeByAccount: {
    points: 1,
    duration: 15 * 60,
    keyPrefix: 'rl:login:lock-notice',
    message: messages.auth.accountLocked,
  },
  forgotByIp: { points: 10, duration: HOUR, keyPrefix: 'rl:forgot:ip', message: attempts },
  forgotByAccount: { points: 3, duration: HOUR, keyPrefix: 'rl:forgot:acct', message: attempts },
  signupByIp: { points: 20, duration: HOUR, keyPrefix: 'rl:signup:ip', message: attempts },
  // Each chat brings a first reply and each trial, analysis or draft a model call, none paid in credits: bounded here.
  chatCreateByUser: {
    points: 20,
    duration: HOUR,
    keyPrefix: 'rl:chat:user',
    message: chatMessages.tooManyChats,
  },
  trialCreateByUser: {
    points: 10,
    duration: HOUR,
    keyPrefix: 'rl:trial:user',
    message: trialMessages.tooManyTrials,
  },
  trialAnalyzeByUser: {
    points: 10,
    duration: HOUR,
    keyPrefix: 'rl:analyze:user',
    message: trialMessages.tooManyAnalyses,
  },
  recordingAnalyzeByUser: {
    points: 10,
    duration: HOUR,
    keyPrefix: 'rl:recording-analyze:user',
    message: recordingMessages.tooManyAnalyses,
  },
  // Each recording is converted by ffmpeg, and each transcription runs PocketSphinx for minutes (or a provider).
  recordingUploadByUser: {
    points: 20,
    duration: HOUR,
    keyPrefix: 'rl:recording-upload:user',
    message: recordingMessages.tooManyRecordings,
  },
  transcriptionByUser: {
    points: 10,
    duration: HOUR,
    keyPrefix: 'rl:transcription:user',
    message: recordingMessages.tooManyTranscriptions,
  },
  documentDraftByUser: {
    points: 20,
    duration: HOUR,
    keyPrefix: 'rl:document-draft:user',
    message: documentMessages.tooManyDrafts,
  },
  documentReviewByUser: {
    points: 10,
    duration: HOUR,
    keyPrefix: 'rl:document-review:user',
    message: reviewMessages.tooManyReviews,
  },
  // First replies free of credits a day; later ones cost a message (never refused with a 429).
  freeFirstReplyByUser: {
    points: 3,
    duration: 24 * HOUR,
    keyPrefix: 'rl:free-first-reply:user',
    message: chatMessages.tooManyChats,
  },
  // An archive reads every file of the account: a few a day is all anyone needs.
  accountExportByUser: {
    points: 3,
    duration: 24 * HOUR,
    keyPrefix: 'rl:account-export:user',
    message: accountMessages.tooManyExports,
  },
} as const satisfies Record<keyof Throttles, Rule>;

function limiter(rule: Rule, redis: SharedRedis | undefined): Limiter {
  const { message, ...options } = rule;
  const impl: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        ...options,
        keyPrefix: `amicus:${redis.namespace}:${options.keyPrefix}`,
        useRedisPackage: false,
        // While Redis is down each instance counts on its own rather than refusing every sign-in.
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    consume: async (key) => {
      try {
        await impl.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', message(seconds), {
          headers: { 'Retry-After': String(seconds) },
        });
      }
    },
    take: async (key) => {
      try {
        await impl.consume(key);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
    reward: async (key) => {
      await impl.reward(key, 1);
    },
    reset: async (key) => {
      await impl.delete(key);
    },
  };
}

export function createThrottles(redis?: SharedRedis): Throttles {
  return Object.fromEntries(
    Object.entries(throttleRules).map(([name, rule]) => [name, limiter(rule, redis)]),
  ) as Throttles;
}
