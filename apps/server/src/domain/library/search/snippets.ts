import type { SectionParagraph } from '../../../db/schema/library';
import { stemOf, wordsOf } from '../../text/terms';

/** A snippet's length in words, around its first match. */
const SNIPPET_WORDS = 40;
const MARKED = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The paragraph of a section that holds most of the search's words (each counted once); the first when none. */
export function bestParagraph(
  paragraphs: SectionParagraph[],
  terms: readonly string[],
): SectionParagraph | undefined {
  const wanted = new Set(terms);
  let best: SectionParagraph | undefined;
  let bestScore = -1;
  for (const paragraph of paragraphs) {
    if (paragraph.text.trim() === '') continue;
    const found = new Set(
      wordsOf(paragraph.text)
        .map(stemOf)
        .filter((stem) => wanted.has(stem)),
    );
    if (found.size > bestScore) {
      best = paragraph;
      bestScore = found.size;
    }
  }
  return best;
}

/**
 * A results list's snippet: the paragraph holding most of the search's words, cut to about forty words from a
 * little before its first match, each matched word wrapped in `[[` … `]]` (the contract's mark).
 */
export function snippetOf(paragraphs: SectionParagraph[], terms: readonly string[]): string {
  const paragraph = bestParagraph(paragraphs, terms);
  if (!paragraph) return '';
  const wanted = new Set(terms);
  const text = paragraph.label ? `${paragraph.label} ${paragraph.text}` : paragraph.text;
  const words = [...text.matchAll(MARKED)];
  const first = words.findIndex((match) => wanted.has(stemOf(match[0].toLowerCase())));
  const from = Math.max(0, first - 8);
  const to = Math.min(words.length, from + SNIPPET_WORDS);
  if (words.length === 0) return '';
  const start = from === 0 ? 0 : words[from]!.index;
  const end = to >= words.length ? text.length : words[to - 1]!.index + words[to - 1]![0].length;
  let out = '';
  let at = start;
  for (const match of words.slice(from, to)) {
    out += text.slice(at, match.index);
    out += wanted.has(stemOf(match[0].toLowerCase())) ? `[[${match[0]}]]` : match[0];
    at = match.index + match[0].length;
  }
  out += text.slice(at, end);
  return `${from > 0 ? '… ' : ''}${out.trim()}${end < text.length ? ' …' : ''}`;
}
