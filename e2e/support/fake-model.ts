import { defaultFakeReply } from '../../apps/server/test/fake-openai-server';

/** The fake provider's model as LLM_MODEL names it, and as Settings offers it. */
export const FAKE_MODEL = 'fake-model';
export const FAKE_MODEL_ID = `openai-compatible:${FAKE_MODEL}`;
/** Pause between the fake's chunks (one word each): a short reply takes about a second. */
export const FAKE_CHUNK_DELAY_MS = 20;
/** The last words of a long reply, to tell a whole reply from a cut one. */
export const LONG_REPLY_END = 'That is the end of the long answer.';

/**
 * A message containing `[long:N]` gets a Markdown reply of about N words (streamed a word at a time, so slow
 * enough to stop or to reload in the middle); anything else gets the fake's default reply. Chosen per message,
 * so journeys running side by side do not disturb each other.
 */
export function fakeReply(lastUserMessage: string): string {
  const long = /\[long:(\d+)\]/.exec(lastUserMessage);
  if (!long) return defaultFakeReply(lastUserMessage);
  const words = Number(long[1]);
  const paragraphs: string[] = ['## The long answer'];
  let count = 0;
  for (let i = 1; count < words; i++) {
    const text = `Part ${i}: keep the **lease**, the move-out photos and every letter; write to the landlord with a *clear* deadline.`;
    paragraphs.push(text);
    count += text.split(' ').length;
  }
  paragraphs.push(LONG_REPLY_END);
  return paragraphs.join('\n\n');
}
