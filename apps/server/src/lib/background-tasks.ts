import type { FastifyBaseLogger } from 'fastify';
import { describeError } from '../http/describe-error';

/**
 * Work done after the answer is sent (e-mails, the reset-token write), so an answer's timing never depends on
 * whether an account exists. Tests and graceful shutdown wait for the queue to drain.
 */
export type BackgroundTasks = {
  run: (name: string, task: () => Promise<void>) => void;
  drain: () => Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          log.error({ error: describeError(error), task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    drain: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
