import type { FastifyBaseLogger } from 'fastify';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { describeError } from '../../../http/describe-error';
import type { AbortReason, ReplyEvent, ReplyListener, ReplyOutcome } from './reply-events';
import type { Database } from '../../../db/client';
import type { SharedRedis } from '../../../redis/shared-redis';
import { createRedisReplyBus, type RedisReplyBus } from './redis-reply-bus';
import { startPartialTextSaver } from './partial-text-saver';

/** What a running job uses to publish its text and its end. */
export type ReplyPublisher = {
  readonly signal: AbortSignal;
  /** The app's logger, bound to this reply. */
  readonly log: FastifyBaseLogger;
  /** The text published so far. */
  readonly text: string;
  /** Publishes the sources the reply is grounded in, before its first text. */
  setSources: (sources: CitedSource[]) => void;
  append: (delta: string) => void;
  /** Call once the reply is settled in the database: followers get the end, then the job is forgotten. */
  finish: (outcome: ReplyOutcome) => void;
};

/**
 * The running replies. Each job runs on the instance that started it and is kept here in memory with its text
 * so far and its followers (open event streams). With Redis, jobs are shared: text is mirrored to Redis and
 * published, so a follower on another instance gets the whole reply, and Stop reaches the owning instance.
 */
export type ReplyHub = {
  /** Runs a job for a reply row that was just created with status `streaming`. */
  run: (messageId: number, job: (publisher: ReplyPublisher) => Promise<void>) => void;
  /**
   * Follows a running reply: the listener first gets the sources and the text so far (one content event, if any), then the
   * rest live, then the end. Null when the reply is not running anywhere (read the database instead).
   */
  attach: (messageId: number, listener: ReplyListener) => Promise<(() => void) | null>;
  /** Aborts a running reply wherever it runs; false when it is not running anywhere. */
  stop: (messageId: number) => Promise<boolean>;
  isRunning: (messageId: number) => Promise<boolean>;
  /** The local job's completion (undefined when it does not run here). */
  completion: (messageId: number) => Promise<void> | undefined;
  /** Aborts every local job and waits for them to settle; followers of remote jobs get `gone`. */
  close: () => Promise<void>;
};

type LocalReply = {
  id: number;
  text: string;
  sources: CitedSource[] | null;
  savedLength: number;
  listeners: Set<ReplyListener>;
  abort: AbortController;
  done: Promise<void>;
};

function deliver(listeners: Iterable<ReplyListener>, event: ReplyEvent, log: FastifyBaseLogger) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      log.warn({ error: describeError(error) }, 'a reply follower failed');
    }
  }
}

export async function createReplyHub(options: {
  redis?: SharedRedis;
  db: Database;
  log: FastifyBaseLogger;
}): Promise<ReplyHub> {
  const { log } = options;
  const local = new Map<number, LocalReply>();
  let closing = false;

  const abortLocal = (messageId: number, reason: AbortReason) => {
    const reply = local.get(messageId);
    if (!reply) return false;
    reply.abort.abort(reason);
    return true;
  };

  const bus: RedisReplyBus | undefined = options.redis
    ? await createRedisReplyBus({
        redis: options.redis.client,
        namespace: options.redis.namespace,
        log,
        onStopRequest: (id) => abortLocal(id, 'stop'),
      })
    : undefined;

  const saver = startPartialTextSaver({ db: options.db, log, running: () => local.values() });

  return {
    run: (messageId, job) => {
      const abort = new AbortController();
      if (closing) abort.abort('shutdown' satisfies AbortReason);
      const reply: LocalReply = {
        id: messageId,
        text: '',
        sources: null,
        savedLength: 0,
        listeners: new Set(),
        abort,
        done: Promise.resolve(),
      };
      local.set(messageId, reply);
      bus?.claim(messageId);
      let finished = false;
      const publisher: ReplyPublisher = {
        signal: abort.signal,
        log: log.child({ messageId }),
        get text() {
          return reply.text;
        },
        setSources: (sources) => {
          if (finished || sources.length === 0) return;
          reply.sources = sources;
          deliver(reply.listeners, { type: 'sources', sources }, log);
          bus?.sources(messageId, sources);
        },
        append: (delta) => {
          if (!delta || finished) return;
          const offset = reply.text.length;
          reply.text += delta;
          deliver(reply.listeners, { type: 'content', text: delta }, log);
          bus?.append(messageId, offset, delta);
        },
        finish: (outcome) => {
          if (finished) return;
          finished = true;
          local.delete(messageId);
          deliver(reply.listeners, { type: 'end', outcome }, log);
          reply.listeners.clear();
          bus?.end(messageId, outcome);
        },
      };
      reply.done = Promise.resolve()
        .then(() => job(publisher))
        .catch((error: unknown) => log.error({ error: describeError(error), messageId }, 'reply job failed'))
        .finally(() => {
          // A job that failed before settling must not stay registered, or followers would wait forever.
          if (!finished) {
            finished = true;
            local.delete(messageId);
            deliver(reply.listeners, { type: 'gone' }, log);
            bus?.release(messageId);
          }
        });
    },

    attach: async (messageId, listener) => {
      const reply = local.get(messageId);
      if (reply) {
        // No await before this point: the text so far and the registration happen in one tick, so no chunk
        // can fall between them.
        if (reply.sources) listener({ type: 'sources', sources: reply.sources });
        if (reply.text) listener({ type: 'content', text: reply.text });
        reply.listeners.add(listener);
        return () => reply.listeners.delete(listener);
      }
      return bus && !closing ? bus.attach(messageId, listener) : null;
    },

    stop: async (messageId) => {
      if (abortLocal(messageId, 'stop')) return true;
      return bus ? bus.requestStop(messageId) : false;
    },

    isRunning: async (messageId) => local.has(messageId) || (bus ? bus.isRunning(messageId) : false),

    completion: (messageId) => local.get(messageId)?.done,

    close: async () => {
      closing = true;
      const running = [...local.values()];
      for (const reply of running) reply.abort.abort('shutdown' satisfies AbortReason);
      await Promise.all(running.map((reply) => reply.done));
      await saver.stop();
      await bus?.close();
    },
  };
}
