import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describeError } from '../../../http/describe-error';
import type { CitedSource } from '@amicus/contract/library/schemas';
import type { ReplyListener, ReplyOutcome } from './reply-events';

/**
 * Shares running replies between instances. For each reply the owning instance keeps in Redis:
 * - `amicus:<ns>:reply:<id>:owner` — its instance id, with a TTL it refreshes while the job runs (a crashed
 *   instance's replies expire);
 * - `amicus:<ns>:reply:<id>:text` — the text so far (APPEND per coalesced chunk);
 * - `amicus:<ns>:reply:<id>:sources` — the sources it is grounded in (JSON), set before its first text;
 * and publishes each chunk with its offset, then the end, on `amicus:<ns>:reply:<id>:events`. Stop requests
 * go to every instance on `amicus:<ns>:reply:stop`.
 *
 * A follower on another instance subscribes first, then reads the text and the owner: every chunk is either
 * in the text it read or arrives on the channel after it (offsets drop the overlap), and the owner key is
 * deleted before the end is published, so a follower that sees the owner always receives the end.
 */
export type RedisReplyBus = {
  claim: (messageId: number) => void;
  sources: (messageId: number, sources: CitedSource[]) => void;
  append: (messageId: number, offset: number, delta: string) => void;
  end: (messageId: number, outcome: ReplyOutcome) => void;
  release: (messageId: number) => void;
  attach: (messageId: number, listener: ReplyListener) => Promise<(() => void) | null>;
  requestStop: (messageId: number) => Promise<boolean>;
  isRunning: (messageId: number) => Promise<boolean>;
  close: () => Promise<void>;
};

const OWNER_TTL_SECONDS = 30;
const HEARTBEAT_MS = 10_000;
/** A finished reply's text stays a minute for followers that arrive late (they read the database anyway). */
const TEXT_TTL_AFTER_END_SECONDS = 60;
/** Upper bound for a running reply's text key, in case its instance dies without cleaning up. */
const TEXT_TTL_SECONDS = 3600;

type BusMessage = { o: number; d: string } | { s: CitedSource[] } | { end: ReplyOutcome };

type RemoteFollower = { messageId: number; listener: ReplyListener; ownerMissing: boolean; ended: boolean };

export async function createRedisReplyBus(options: {
  redis: Redis;
  /** Keeps this deployment's keys apart from others on the same Redis (see reply-namespace.ts). */
  namespace: string;
  log: FastifyBaseLogger;
  onStopRequest: (messageId: number) => void;
}): Promise<RedisReplyBus> {
  const { redis, log } = options;
  const prefix = `amicus:${options.namespace}:reply`;
  const STOP_CHANNEL = `${prefix}:stop`;
  const ownerKey = (id: number) => `${prefix}:${id}:owner`;
  const textKey = (id: number) => `${prefix}:${id}:text`;
  const sourcesKey = (id: number) => `${prefix}:${id}:sources`;
  const eventsChannel = (id: number) => `${prefix}:${id}:events`;
  const instanceId = randomUUID();
  // Subscriptions wait for Redis to come back (the command client fails fast instead; shared-redis.ts).
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {}); // an outage is reported by the commands that fail, not per reconnect
  const owned = new Set<number>();
  const handlers = new Map<string, Set<(message: BusMessage) => void>>();
  const subscriptions = new Map<string, Promise<unknown>>();
  const followers = new Set<RemoteFollower>();

  // An outage is logged once, when the first command fails, and once more when Redis answers again: a reply
  // streaming through it fails two commands a chunk.
  let down = false;
  const report = (what: string) => (error: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { error: describeError(error) },
      `redis reply bus: ${what} failed; replies go on on this instance alone until Redis answers again`,
    );
  };
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis reply bus: Redis answers again');
  });

  subscriber.on('message', (channel: string, raw: string) => {
    if (channel === STOP_CHANNEL) {
      options.onStopRequest(Number(raw));
      return;
    }
    const set = handlers.get(channel);
    if (!set) return;
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    for (const handler of set) handler(message);
  });
  await subscriber.subscribe(STOP_CHANNEL);

  async function subscribe(channel: string, handler: (message: BusMessage) => void) {
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
      subscriptions.set(channel, subscriber.subscribe(channel));
    }
    set.add(handler);
    await subscriptions.get(channel);
  }

  function unsubscribe(channel: string, handler: (message: BusMessage) => void) {
    const set = handlers.get(channel);
    if (!set) return;
    set.delete(handler);
    if (set.size === 0) {
      handlers.delete(channel);
      subscriptions.delete(channel);
      subscriber.unsubscribe(channel).catch(report('unsubscribe'));
    }
  }

  // Owners refresh their claims; followers notice an owner that vanished without publishing an end.
  const heartbeat = setInterval(() => {
    if (owned.size > 0) {
      const pipeline = redis.pipeline();
      for (const id of owned) pipeline.expire(ownerKey(id), OWNER_TTL_SECONDS);
      pipeline.exec().catch(report('heartbeat'));
    }
    for (const follower of followers) {
      redis
        .exists(ownerKey(follower.messageId))
        .then((exists) => {
          if (exists || follower.ended) return;
          // Seen missing twice in a row: the owner died (a normal end deletes the key just before publishing).
          if (follower.ownerMissing) {
            follower.ended = true;
            follower.listener({ type: 'gone' });
          } else follower.ownerMissing = true;
        })
        .catch(report('owner check'));
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    claim: (messageId) => {
      owned.add(messageId);
      redis
        .pipeline()
        .set(textKey(messageId), '', 'EX', TEXT_TTL_SECONDS)
        .set(ownerKey(messageId), instanceId, 'EX', OWNER_TTL_SECONDS)
        .exec()
        .catch(report('claim'));
    },

    sources: (messageId, sources) => {
      const json = JSON.stringify(sources);
      redis.set(sourcesKey(messageId), json, 'EX', TEXT_TTL_SECONDS).catch(report('sources'));
      redis.publish(eventsChannel(messageId), JSON.stringify({ s: sources })).catch(report('publish'));
    },

    append: (messageId, offset, delta) => {
      // One connection keeps commands in order: the text grows before the chunk is announced.
      redis.append(textKey(messageId), delta).catch(report('append'));
      redis
        .publish(eventsChannel(messageId), JSON.stringify({ o: offset, d: delta }))
        .catch(report('publish'));
    },

    end: (messageId, outcome) => {
      owned.delete(messageId);
      redis
        .pipeline()
        .del(ownerKey(messageId))
        .publish(eventsChannel(messageId), JSON.stringify({ end: outcome }))
        .expire(textKey(messageId), TEXT_TTL_AFTER_END_SECONDS)
        .expire(sourcesKey(messageId), TEXT_TTL_AFTER_END_SECONDS)
        .exec()
        .catch(report('end'));
    },

    release: (messageId) => {
      owned.delete(messageId);
      redis.del(ownerKey(messageId), textKey(messageId), sourcesKey(messageId)).catch(report('release'));
    },

    attach: async (messageId, listener) => {
      const channel = eventsChannel(messageId);
      const follower: RemoteFollower = { messageId, listener, ownerMissing: false, ended: false };
      let delivered = -1;
      let sourcesSent = false;
      const early: BusMessage[] = [];
      const handle = (message: BusMessage) => {
        if (follower.ended) return;
        if (delivered < 0) {
          early.push(message);
          return;
        }
        if ('s' in message) {
          if (!sourcesSent) listener({ type: 'sources', sources: message.s });
          sourcesSent = true;
          return;
        }
        if ('end' in message) {
          follower.ended = true;
          detach();
          listener({ type: 'end', outcome: message.end });
          return;
        }
        const end = message.o + message.d.length;
        if (end <= delivered) return;
        const fresh = message.d.slice(Math.max(0, delivered - message.o));
        delivered = end;
        listener({ type: 'content', text: fresh });
      };
      const detach = () => {
        followers.delete(follower);
        unsubscribe(channel, handle);
      };

      await subscribe(channel, handle);
      const [text, sources, owner] = await Promise.all([
        redis.get(textKey(messageId)),
        redis.get(sourcesKey(messageId)),
        redis.exists(ownerKey(messageId)),
      ]);
      if (!owner) {
        detach();
        return null;
      }
      delivered = 0;
      if (sources) handle({ s: JSON.parse(sources) as CitedSource[] });
      if (text) handle({ o: 0, d: text });
      for (const message of early.splice(0)) handle(message);
      if (!follower.ended) followers.add(follower);
      return detach;
    },

    requestStop: async (messageId) => {
      if (!(await redis.exists(ownerKey(messageId)))) return false;
      await redis.publish(STOP_CHANNEL, String(messageId));
      return true;
    },

    isRunning: async (messageId) => (await redis.exists(ownerKey(messageId))) > 0,

    close: async () => {
      clearInterval(heartbeat);
      for (const follower of [...followers]) {
        follower.ended = true;
        follower.listener({ type: 'gone' });
      }
      followers.clear();
      handlers.clear();
      subscriber.disconnect();
    },
  };
}
