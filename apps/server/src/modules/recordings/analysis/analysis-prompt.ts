import type { Grounding } from '../../../domain/library/grounding';
import { groundingInstructions } from '../../../domain/library/grounding-prompt';
import type { Segment } from './transcript-quotes';

/** What the model is asked for last, so a fake provider (and a reader of logs) can tell this request apart. */
export const ANALYSIS_REQUEST = 'Write the analysis of this transcript now, as the JSON object described.';

const SHAPE = `{
  "summary": "two to four plain sentences",
  "facts": [{ "text": "what happened", "when": "the date or time as said, or null", "quote": { "n": 3, "text": "words copied from segment 3" } }],
  "issues": [{ "text": "the legal issue, citing the law as [n]", "quote": { "n": 5, "text": "words copied from segment 5" } }],
  "nextSteps": [{ "text": "a practical step", "quote": null }]
}`;

/** The instructions: what to write, the JSON shape, how to quote the transcript, and the library's sources. */
export function analysisSystemPrompt(grounding: Grounding): string {
  return [
    'You are Amicus, an AI legal assistant. A person recorded themselves explaining a legal problem; you are given the transcript of the recording, in numbered segments.',
    `They are in ${grounding.place}. Analyse the transcript: summarise it, list the facts and dates it states, the legal issues it raises, and practical next steps.`,
    'Answer with one JSON object and nothing else, in this shape:',
    SHAPE,
    '- A quote is words copied exactly from the transcript segment whose number you give; use null when no words support the point. Never quote words that are not in the transcript.',
    '- Cite the law only from the numbered sources below, as [n] in a finding’s text; the transcript’s segment numbers are never written as [n].',
    '- This is legal information, not legal advice: say where a local lawyer or legal aid should confirm a point.',
    '',
    groundingInstructions(grounding),
  ].join('\n');
}

/** The transcript, one numbered segment a line with its time. */
export function analysisUserMessage(segments: readonly Segment[]): string {
  const clock = (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  return [
    '## Transcript',
    ...segments.map((segment) => `(${segment.n}) [${clock(segment.startMs)}] ${segment.text}`),
    '',
    ANALYSIS_REQUEST,
  ].join('\n');
}
