import { z } from 'zod';
import { citationCheckSchema, citedSourceSchema } from '../library/schemas';

/**
 * The events of every chat stream (`text/event-stream`, one `data: {json}` line each):
 * - `{ start: true, messageId }` first: the reply being generated (the id Stop needs);
 * - `{ sources }` the library passages the reply is grounded in, numbered `[n]`, before any text (sent only when
 *   the reply was given sources);
 * - `{ content }` text chunks in order (on reattach, the first carries all text so far);
 * - `{ error }` a clear message when the provider fails (what arrived is kept);
 * - `{ citationCheck }` what the citation check found in the finished reply, just before done (sent when the
 *   reply had sources or cites anything);
 * - `{ done: true, messageId, status, credits? }` last.
 * Comment lines (`: ping`) are heartbeats during long pauses.
 */
export const streamStartEventSchema = z.object({ start: z.literal(true), messageId: z.number().int() });
export const streamContentEventSchema = z.object({ content: z.string() });
export const streamSourcesEventSchema = z.object({ sources: z.array(citedSourceSchema) });
export const streamCitationCheckEventSchema = z.object({ citationCheck: citationCheckSchema });
export const streamErrorEventSchema = z.object({ error: z.string() });
export const streamDoneEventSchema = z.object({
  done: z.literal(true),
  messageId: z.number().int(),
  status: z.enum(['complete', 'stopped', 'failed']),
  /** The user's balance after the message, so the badge refreshes without another call. */
  credits: z.number().int().optional(),
});

export const streamEventSchema = z.union([
  streamStartEventSchema,
  streamSourcesEventSchema,
  streamContentEventSchema,
  streamCitationCheckEventSchema,
  streamErrorEventSchema,
  streamDoneEventSchema,
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
