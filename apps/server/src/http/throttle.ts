import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { messages } from '@amicus/contract/common/messages';
import { AppError } from './app-error';

/**
 * Brute-force limits for the sign-in and reset endpoints, per IP and per account. In memory for one instance;
 * shared through Redis when REDIS_URL is set so several instances count together.
 */
export type Throttles = {
  loginByIp: Limiter;
  loginByAccount: Limiter;
  forgotByIp: Limiter;
  forgotByAccount: Limiter;
  signupByIp: Limiter;
};

export type Limiter = {
  /** Counts one attempt; throws a 429 AppError with Retry-After when the limit is reached. */
  consume: (key: string) => Promise<void>;
  /** Gives one counted attempt back (a sign-in that succeeded), so only failures use up the allowance. */
  reward: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

type Rule = { points: number; duration: number; keyPrefix: string };

export const throttleRules = {
  loginByIp: { points: 30, duration: 15 * 60, keyPrefix: 'rl:login:ip' },
  loginByAccount: { points: 10, duration: 15 * 60, keyPrefix: 'rl:login:acct' },
  forgotByIp: { points: 10, duration: 60 * 60, keyPrefix: 'rl:forgot:ip' },
  forgotByAccount: { points: 3, duration: 60 * 60, keyPrefix: 'rl:forgot:acct' },
  signupByIp: { points: 20, duration: 60 * 60, keyPrefix: 'rl:signup:ip' },
} as const satisfies Record<keyof Throttles, Rule>;

function limiter(rule: Rule, redis: Redis | undefined): Limiter {
  const impl: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ storeClient: redis, ...rule, useRedisPackage: false })
    : new RateLimiterMemory(rule);
  return {
    consume: async (key) => {
      try {
        await impl.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', messages.auth.tooManyAttempts(seconds), {
          headers: { 'Retry-After': String(seconds) },
        });
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

export function createThrottles(redis?: Redis): Throttles {
  return Object.fromEntries(
    Object.entries(throttleRules).map(([name, rule]) => [name, limiter(rule, redis)]),
  ) as Throttles;
}
