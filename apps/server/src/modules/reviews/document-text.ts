import type { DocumentQuote } from '@amicus/contract/documents/review';
import type { DocumentBlock } from '../../document-reader/document-outline';
import { normalWithPlaces, rawIndexOf, unitHolding } from '../../domain/quotes/quote-check';

/**
 * One page of a document as quotes are checked against it (a document without pages is one "page" 1): its text,
 * where it starts in the document's, and its text normalised once with each character's place.
 */
export type DocumentPage = { n: number; text: string; start: number; normal: string; from: number[] };

/** A heading or paragraph of the document, with its page (null for formats without pages). */
export type DocumentPart = { kind: 'heading' | 'paragraph'; text: string; page: number | null };

/** A document as the review reads it: its pages, its parts in order, and whether it has real pages. */
export type DocumentText = {
  paged: boolean;
  pages: DocumentPage[];
  parts: DocumentPart[];
  /** The whole text, pages in order, a blank line between parts. */
  text: string;
};

const SEPARATOR = '\n\n';

/**
 * The reader's outline as pages: a PDF's blocks carry the page they stand on; any other format is one
 * page-less text. A heading without a page (never from a PDF) takes the page of the block before it.
 */
export function documentText(blocks: readonly DocumentBlock[], pdf: boolean): DocumentText {
  const parts: DocumentPart[] = [];
  let page: number | null = pdf ? 1 : null;
  for (const block of blocks) {
    if (pdf && block.page !== undefined) page = block.page;
    const text = block.text.trim();
    if (text) parts.push({ kind: block.kind, text, page });
  }
  const byPage = new Map<number, string[]>();
  for (const part of parts) {
    const n = part.page ?? 1;
    const texts = byPage.get(n);
    if (texts) texts.push(part.text);
    else byPage.set(n, [part.text]);
  }
  const pages: DocumentPage[] = [];
  let start = 0;
  for (const n of [...byPage.keys()].sort((a, b) => a - b)) {
    const text = byPage.get(n)!.join(SEPARATOR);
    pages.push({ n, text, start, ...normalWithPlaces(text) });
    start += text.length + SEPARATOR.length;
  }
  return { paged: pdf, pages, parts, text: pages.map((p) => p.text).join(SEPARATOR) };
}

/**
 * The document's start, up to `maxChars` characters of its parts (whole parts; at least one): what a writer is
 * given, so a long document costs a bounded time. `truncated` when parts were left out.
 */
export function firstPart(
  document: DocumentText,
  maxChars: number,
): { document: DocumentText; truncated: boolean } {
  let length = 0;
  let kept = 0;
  while (
    kept < document.parts.length &&
    (kept === 0 || length + document.parts[kept]!.text.length <= maxChars)
  ) {
    length += document.parts[kept]!.text.length;
    kept++;
  }
  // One part longer than the limit (a text file that is a single paragraph) is cut too.
  if (kept === document.parts.length && length <= maxChars) return { document, truncated: false };
  const parts = document.parts.slice(0, kept);
  const last = parts.at(-1)!;
  if (last.text.length > maxChars) parts[kept - 1] = { ...last, text: last.text.slice(0, maxChars) };
  const pages = new Set(parts.map((part) => part.page ?? 1));
  return {
    document: { ...document, parts, pages: document.pages.filter((page) => pages.has(page.n)) },
    truncated: true,
  };
}

/** What a writer gives as a quotation of the document: words it says stand on `page` (null: it does not say). */
export type DocumentQuoteClaim = { text: string; page: number | null };

/**
 * The quotation as kept: its words on the page it names, or (when not there) on exactly one other page, which
 * is then the one given; null when they are nowhere or on several pages alike. `corrected` says the page moved.
 */
export function checkDocumentQuote(
  document: DocumentText,
  claim: DocumentQuoteClaim,
): (DocumentQuote & { corrected: boolean }) | null {
  const named = document.paged ? claim.page : 1;
  const page = unitHolding(document.pages, { n: named, text: claim.text });
  if (!page) return null;
  const at = rawIndexOf(page, claim.text);
  return {
    text: claim.text.trim(),
    page: document.paged ? page.n : null,
    offset: at < 0 ? null : page.start + at,
    corrected: document.paged && claim.page !== null && claim.page !== page.n,
  };
}
