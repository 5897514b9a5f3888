import type { DocumentBlock } from '../../../document-reader/document-outline';
import type { AttachmentPassage } from '../../../db/schema/index';

/** An attached file as a reply reads it: its name and its passages, in order. */
export type AttachedFile = { fileName: string; passages: AttachmentPassage[] };

/** A passage chosen for a reply, with the file it is from. */
export type ChosenPassage = AttachmentPassage & { fileName: string };

/**
 * Characters of attached files one request carries (about 3,000 tokens): the passages that best match the
 * question, so a long file cannot crowd out the conversation or the library's passages.
 */
export const ATTACHMENT_BUDGET_CHARS = 12_000;
/** A single passage is cut here, so one long paragraph cannot take the whole budget. */
const PASSAGE_MAX_CHARS = 1_500;
const MAX_PASSAGES = 8;

/**
 * The reader's blocks as stored passages. A PDF's paragraphs carry their page; a heading takes the page of the
 * paragraph after it (or before it, at a page's end). Word, text and Markdown files have no pages.
 */
export function passagesOf(blocks: DocumentBlock[] | undefined, text: string): AttachmentPassage[] {
  if (!blocks || blocks.length === 0) {
    return text
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({ text: part, page: null }));
  }
  const pages = blocks.map((block) => (block.kind === 'paragraph' ? (block.page ?? null) : null));
  let next: number | null = null;
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (pages[i] !== null) next = pages[i]!;
    else if (blocks[i]!.kind === 'heading') pages[i] = next;
  }
  let previous: number | null = null;
  for (let i = 0; i < blocks.length; i++) {
    if (pages[i] === null && blocks[i]!.kind === 'heading') pages[i] = previous;
    previous = pages[i] ?? previous;
  }
  const anyPage = pages.some((page) => page !== null);
  return blocks.map((block, i) => ({ text: block.text, page: anyPage ? pages[i]! : null }));
}

const STOP_WORDS = new Set(
  'the and for are but not you your yours with this that from have has had was were what when where which who why how can could would should will shall may might must does did about into than then them they their there these those its our out over under any all also been being such only other some more most very just like here says said file files document page pages please tell me my mine what whats'.split(
    ' ',
  ),
);

/** The words of a text that say what it is about: lower case, three letters or more, no common words. */
export function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9'-]{2,}/g) ?? [])
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => !STOP_WORDS.has(word));
}

/** How well a passage answers a question: its distinct question terms, rarer ones counting more. */
function scorer(files: AttachedFile[], question: string) {
  const terms = [...new Set(termsOf(question))];
  const all = files.flatMap((file) => file.passages);
  const weight = new Map(
    terms.map((term) => {
      const holding = all.filter((p) => p.text.toLowerCase().includes(term)).length;
      return [term, holding === 0 ? 0 : Math.log(1 + all.length / holding)];
    }),
  );
  return (text: string) => {
    const lower = text.toLowerCase();
    return terms.reduce((sum, term) => sum + (lower.includes(term) ? weight.get(term)! : 0), 0);
  };
}

const cut = (text: string) =>
  text.length <= PASSAGE_MAX_CHARS ? text : `${text.slice(0, PASSAGE_MAX_CHARS).trimEnd()}…`;

/**
 * The passages of the attached files that best match the question, within the budget, in the files' order.
 * When nothing matches (a first reply, a question in other words), each file's opening passages go instead, so
 * the model still knows what the files are.
 */
export function relevantPassages(
  files: AttachedFile[],
  question: string,
  budget = ATTACHMENT_BUDGET_CHARS,
): ChosenPassage[] {
  const score = scorer(files, question);
  const candidates = files.flatMap((file, f) =>
    file.passages.map((passage, i) => ({
      ...passage,
      text: cut(passage.text),
      fileName: file.fileName,
      order: f * 1_000_000 + i,
      score: score(passage.text),
    })),
  );
  const matching = candidates
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const ranked =
    matching.length > 0
      ? matching
      : candidates.sort((a, b) => (a.order % 1_000_000) - (b.order % 1_000_000) || a.order - b.order);
  const chosen: typeof candidates = [];
  let used = 0;
  for (const candidate of ranked) {
    if (chosen.length >= MAX_PASSAGES) break;
    if (used + candidate.text.length > budget) continue;
    chosen.push(candidate);
    used += candidate.text.length;
  }
  return chosen
    .sort((a, b) => a.order - b.order)
    .map(({ text, page, fileName }) => ({ text, page, fileName }));
}

/** How a reply cites a file: "(lease.pdf, p. 2)", or "(notes.txt)" for a file without pages. */
export const fileReference = (fileName: string, page: number | null) =>
  page === null ? `(${fileName})` : `(${fileName}, p. ${page})`;
