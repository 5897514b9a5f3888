import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { CreateChatBody } from '@amicus/contract/chats/schemas';
import type { Database } from '../src/db/client';
import { messages } from '../src/db/schema/index';
import type { MessageRow } from '../src/modules/chats/chat-dto';
import { asUser, type Session } from './test-app';

export const sampleQuestionnaire = {
  country: 'Canada',
  state: 'Ontario',
  role: 'plaintiff' as const,
  description: 'I moved out of my flat on 31 March and my landlord is keeping my $1,200 deposit.',
};

/** The id of a seeded category by its slug (the seed inserts them in this order). */
export const seededCategoryIds = {
  family: 1,
  housing: 2,
  employment: 3,
  consumer: 4,
  debt: 5,
  immigration: 6,
  criminal: 7,
  business: 8,
  injury: 9,
  estates: 10,
} as const;

/** Creates a chat with a typed topic (or the given body) and returns its id. */
export async function createChat(
  app: FastifyInstance,
  session: Session,
  overrides: Partial<CreateChatBody> = {},
): Promise<number> {
  const response = await asUser(
    app,
    session,
  )({
    method: 'POST',
    url: '/api/v1/chats',
    payload: {
      categoryId: seededCategoryIds.housing,
      questionResponses: [{ questionId: 'custom', question: 'Getting my deposit back' }],
      legalQuestionnaire: sampleQuestionnaire,
      ...overrides,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`create chat failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

/**
 * The reply once it is no longer `streaming` (its job settled it). With a timeout of 0 it must be settled
 * already: one read, no waiting (vi.waitFor's timer would fire before a PostgreSQL query could answer).
 */
export function settledReply(db: Database, replyId: number, timeoutMs = 10_000): Promise<MessageRow> {
  const read = async () => {
    const [row] = await db.select().from(messages).where(eq(messages.id, replyId));
    if (!row || row.status === 'streaming')
      throw new Error(`reply ${replyId} is still ${row?.status ?? 'missing'}`);
    return row;
  };
  return timeoutMs === 0 ? read() : vi.waitFor(read, { timeout: timeoutMs, interval: 50 });
}

/** `count` chunks `w0 `, `w1 `, … for the fake upstream, and their text. */
export function numberedChunks(count: number): { chunks: string[]; text: string } {
  const chunks = Array.from({ length: count }, (_, i) => `w${i} `);
  return { chunks, text: chunks.join('') };
}
