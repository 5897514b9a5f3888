import { fileReference, termsOf, type ChosenPassage } from './attachment-passages';

type Sentence = { text: string; fileName: string; page: number | null; score: number; order: number };

const MAX_QUOTES = 3;
const SENTENCE_MAX_CHARS = 400;

/** A passage's sentences on one line each, without double quotes (they would end the quotation early). */
function sentencesOf(passage: ChosenPassage): string[] {
  return (
    passage.text
      .replace(/\s+/g, ' ')
      .replace(/["“”]/g, "'")
      .split(/(?<=[.!?;])\s+(?=[A-Z0-9(“'])/)
      .map((s) => s.trim())
      // A heading alone ("SECURITY DEPOSIT") says little as a quotation.
      .filter((s) => s.split(' ').length >= 4)
      .map((s) => (s.length > SENTENCE_MAX_CHARS ? `${s.slice(0, SENTENCE_MAX_CHARS).trimEnd()}…` : s))
  );
}

const quoteLine = (s: Sentence) => `> “${s.text}” ${fileReference(s.fileName, s.page)}`;

/**
 * The offline model's answer from the user's files: the (at most three) sentences of the chosen passages that
 * share the most words with the question, quoted exactly with their file and page, and labelled as quotations of the user's
 * own documents, never as law. It cannot interpret them and says so; when no sentence shares a word with the
 * question, it says that too and shows how each file begins.
 */
export function offlineFileQuotes(passages: ChosenPassage[], question: string): string[] {
  if (passages.length === 0) return [];
  const terms = [...new Set(termsOf(question))];
  const sentences: Sentence[] = passages.flatMap((passage, p) =>
    sentencesOf(passage).map((text, i) => {
      const lower = text.toLowerCase();
      return {
        text,
        fileName: passage.fileName,
        page: passage.page,
        score: terms.filter((term) => lower.includes(term)).length,
        order: p * 10_000 + i,
      };
    }),
  );
  const best = Math.max(0, ...sentences.map((s) => s.score));
  // Sentences that share more than half as many of the question's words as the best one: a passing mention of
  // "landlord" is not an answer to a question about the landlord's deposit.
  const matching = sentences
    .filter((s) => s.score > 0 && s.score * 2 > best)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_QUOTES)
    .sort((a, b) => a.order - b.order);
  const lines = [
    '',
    '## From your files',
    'These are quotations from the files you attached to this chat: your own documents, not statements of law. The offline model picks them by the words they share with your question and cannot interpret them, so read each one in its place in your document.',
  ];
  if (matching.length > 0) {
    for (const sentence of matching) lines.push('', quoteLine(sentence));
    return lines;
  }
  const seen = new Set<string>();
  const openings = sentences.filter((s) => !seen.has(s.fileName) && seen.add(s.fileName));
  lines.push('', 'No passage of your files shares words with your question. This is how each file begins:');
  for (const sentence of openings) lines.push('', quoteLine(sentence));
  return lines;
}
