import type { FileQuoteCheck, FileQuoteIssue } from '@amicus/contract/chats/attachments';
import { normaliseForQuote } from '../../../domain/library/citation-check';
import type { AttachedFile } from './attachment-passages';

/**
 * A quotation followed by a file reference: “…” (lease.pdf, p. 2), "…" (notes.txt). Up to 3 characters
 * (a comma, a closing mark) may stand between them.
 */
const QUOTED_REFERENCE =
  /(?:"([^"\n]{2,}?)"|“([^”\n]{2,}?)”)[\s,.;:]{0,3}\(([^()\n]{1,200}?)(?:,\s*(?:p|pp|page)\.?\s*(\d{1,5}))?\)/g;

/**
 * Checks every quotation a reply attributes to an attached file against the text of that file (the page it
 * names, when it names one): words compared without case, punctuation or spacing; a quotation with an ellipsis
 * must have each part there. A reference naming no attached file is reported too. Parentheses that name no file
 * and give no page are ordinary text, not references. Pure.
 */
export function checkFileQuotes(text: string, files: readonly AttachedFile[]): FileQuoteCheck {
  const byName = new Map(files.map((file) => [file.fileName.toLowerCase(), file]));
  const issues: FileQuoteIssue[] = [];
  let quotes = 0;
  let verified = 0;
  for (const match of text.matchAll(QUOTED_REFERENCE)) {
    const quote = (match[1] ?? match[2])!;
    const name = match[3]!.trim().replace(/^[“"']|[”"']$/g, '');
    const page = match[4] === undefined ? null : Number(match[4]);
    const file = byName.get(name.toLowerCase());
    if (!file && page === null) continue;
    quotes++;
    if (!file) {
      issues.push({ kind: 'unknown_file', text: quote, fileName: name, page });
      continue;
    }
    const onPage = file.passages.filter((p) => page === null || p.page === null || p.page === page);
    const haystack = normaliseForQuote(onPage.map((p) => p.text).join(' '));
    const parts = quote
      .split(/…|\.\.\.|\[\.\.\.\]/)
      .map(normaliseForQuote)
      .filter(Boolean);
    if (parts.length > 0 && parts.every((part) => haystack.includes(part))) verified++;
    else issues.push({ kind: 'misquote', text: quote, fileName: file.fileName, page });
  }
  return { quotes, verified, issues };
}
