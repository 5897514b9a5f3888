import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { messages } from '../../../db/schema/index';
import { describeError } from '../../../http/describe-error';

/** How often the text of running replies is saved, so a crash loses at most this much of each. */
export const PERSIST_MS = 1000;

export type RunningText = { id: number; text: string; savedLength: number };

/**
 * Saves the text so far of every running reply of this instance in one statement per interval, rather than
 * one per reply: with hundreds of replies running, the database sees one write a second instead of hundreds.
 * Only rows still `streaming` are written, so a save can never overwrite a reply that has been settled.
 */
export function startPartialTextSaver(options: {
  db: Database;
  log: FastifyBaseLogger;
  running: () => Iterable<RunningText>;
}): { stop: () => Promise<void> } {
  let saving: Promise<void> = Promise.resolve();
  // Two array values, whatever the number of replies: the statement's text never changes, so it is prepared
  // once and running it builds nothing, which matters with hundreds of replies streaming on this thread.
  const savePartialTexts = options.db
    .update(messages)
    .set({ message: sql`saved.text`, updatedAt: sql`now()` })
    .from(
      sql`unnest(${sql.placeholder('ids')}::integer[], ${sql.placeholder('texts')}::text[]) as saved(id, text)`,
    )
    .where(and(eq(messages.id, sql`saved.id`), eq(messages.status, 'streaming')))
    .prepare('save-partial-replies');

  const save = async () => {
    const changed = [...options.running()].filter((reply) => reply.text.length > reply.savedLength);
    if (changed.length === 0) return;
    const ids: number[] = [];
    const texts: string[] = [];
    for (const reply of changed) {
      reply.savedLength = reply.text.length;
      ids.push(reply.id);
      texts.push(reply.text);
    }
    await savePartialTexts.execute({ ids, texts });
  };

  const timer = setInterval(() => {
    saving = saving
      .then(save)
      .catch((error: unknown) =>
        options.log.warn({ error: describeError(error) }, 'saving partial replies failed'),
      );
  }, PERSIST_MS);
  timer.unref();

  return {
    stop: async () => {
      clearInterval(timer);
      await saving;
    },
  };
}
