import { defaultFakeReply } from '../../apps/server/test/fake-openai-server';

/** The fake provider's model as LLM_MODEL names it, and as Settings offers it. */
export const FAKE_MODEL = 'fake-model';
export const FAKE_MODEL_ID = `openai-compatible:${FAKE_MODEL}`;
/** Pause between the fake's chunks (one word each): a short reply takes about a second. */
export const FAKE_CHUNK_DELAY_MS = 20;
/** The last words of a long reply, to tell a whole reply from a cut one. */
export const LONG_REPLY_END = 'That is the end of the long answer.';

/** A case with this mark in its description gets, from the fake model, the analysis below. */
export const INVENTED_CITATION_MARK = '[invented-citation]';
/**
 * An analysis citing the library's D.C. deposit rule [1] (quoted word for word), a statute it was not given and a
 * source [7] it was not given: the check verifies the first and marks the other two.
 */
export const INVENTED_CITATION_REPORT = [
  '# Mock Trial Analysis',
  '',
  '## The law in Washington, DC, USA',
  '',
  'The owner had to return the deposit or explain in writing why he kept it: “Within 45 days after the termination of the tenancy, the owner shall tender payment to the tenant of the security deposit with interest” [1].',
  '',
  'Under D.C. Code § 42-3508.02 the landlord also owes triple damages; see also [7].',
  '',
  '## Likely outcome',
  '',
  'The tenant is likely to get the deposit back [1].',
].join('\n');

/**
 * A message containing `[long:N]` gets a Markdown reply of about N words (streamed a word at a time, so slow
 * enough to stop or to reload in the middle); anything else gets the fake's default reply. Chosen per message,
 * so journeys running side by side do not disturb each other.
 */
export function fakeReply(lastUserMessage: string): string {
  if (
    lastUserMessage.includes(INVENTED_CITATION_MARK) &&
    lastUserMessage.includes('Write the mock-trial analysis report now.')
  )
    return INVENTED_CITATION_REPORT;
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
