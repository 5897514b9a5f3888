import type { AppContext } from '../../../app-context';
import { creditBalance } from '../../../domain/credits/balance';
import type { MessageRow } from '../chat-dto';
import { readMessage } from '../own-chat';
import type { StreamEvent } from '@amicus/contract/chats/stream-events';
import type { EventStream } from '../../../http/event-stream';
import { settleInterruptedReply, worthReporting } from './settle-reply';

/**
 * A reply marked `streaming` that runs nowhere is given this long to appear (its job registers just after the
 * row is committed) before it counts as interrupted by a crash.
 */
export const ORPHAN_GRACE_MS = 10_000;
const RETRY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one reply on an event stream: the start event; then, while it runs (here or on another instance), the
 * text so far as one content event and the rest live; else the stored reply whole. Then its error, if it
 * failed, and the done event with the user's balance.
 */
export async function followReply(
  ctx: AppContext,
  stream: EventStream<StreamEvent>,
  reply: MessageRow,
  userId: number,
): Promise<void> {
  stream.send({ start: true, messageId: reply.id });
  let sent = 0;
  let sourcesSent = false;

  const finish = async (row: MessageRow) => {
    if (!sourcesSent && row.sources && row.sources.length > 0) stream.send({ sources: row.sources });
    sourcesSent = true;
    const rest = row.message.slice(sent);
    sent = row.message.length;
    if (rest) stream.send({ content: rest });
    if (row.citationCheck && worthReporting(row.citationCheck, row.sources))
      stream.send({ citationCheck: row.citationCheck });
    if (row.status === 'failed') stream.send({ error: row.error ?? 'The reply could not be completed.' });
    const status = row.status === 'streaming' ? 'failed' : row.status;
    stream.send({ done: true, messageId: row.id, status, credits: await creditBalance(ctx.db, userId) });
    stream.end();
  };

  // The job went out of reach (its instance died, or this one is closing): finish from the database if the
  // reply is settled there, else end the stream so the client reattaches.
  const finishFromDatabase = async () => {
    const row = await readMessage(ctx.db, reply.id);
    if (row && row.status !== 'streaming') await finish(row);
    else stream.end();
  };

  let row: MessageRow | undefined = reply;
  while (row && !stream.closed) {
    if (row.status !== 'streaming') return finish(row);
    const detach = await ctx.replies.attach(row.id, (event) => {
      if (event.type === 'sources') {
        if (!sourcesSent) stream.send({ sources: event.sources });
        sourcesSent = true;
      } else if (event.type === 'content') {
        sent += event.text.length;
        stream.send({ content: event.text });
      } else if (event.type === 'end') {
        if (event.outcome.citationCheck) stream.send({ citationCheck: event.outcome.citationCheck });
        if (event.outcome.status === 'failed' && event.outcome.error)
          stream.send({ error: event.outcome.error });
        stream.send({
          done: true,
          messageId: reply.id,
          status: event.outcome.status,
          credits: event.outcome.credits,
        });
        stream.end();
      } else {
        finishFromDatabase().catch(() => stream.end());
      }
    });
    if (detach) {
      stream.onClose(detach);
      return;
    }
    row = await readMessage(ctx.db, row.id);
    if (row?.status === 'streaming') {
      if (Date.now() - row.updatedAt.getTime() > ORPHAN_GRACE_MS) {
        await settleInterruptedReply(ctx.db, row, userId);
        row = await readMessage(ctx.db, row.id);
      } else {
        await sleep(RETRY_MS);
      }
    }
  }
  stream.end();
}
