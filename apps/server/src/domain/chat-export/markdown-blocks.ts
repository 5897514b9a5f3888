import type {
  RichTextBlock,
  RichTextInline,
  RichTextListItem,
  RichTextMark,
} from '@amicus/contract/documents/rich-text';

/**
 * A reply's Markdown as the blocks the letter PDF renderer sets (headings, paragraphs, bullet and numbered
 * lists; bold, italic and links): the subset of Markdown the chat shows. Quotations are set in italics, code
 * as plain text, a table's rows as lines; `[n]` citations stay text. Only web and e-mail links stay links.
 */

const INLINE = new RegExp(
  [
    /\*\*\*(?<both>.+?)\*\*\*/,
    /\*\*(?<bold>.+?)\*\*|__(?<bold2>.+?)__/,
    /(?<![\w*])\*(?![\s*])(?<italic>.+?)(?<![\s*])\*(?!\*)|(?<!\w)_(?!\s)(?<italic2>.+?)(?<!\s)_(?!\w)/,
    /`(?<code>[^`]+)`|~~(?<struck>.+?)~~/,
    /\[(?<label>[^\]]+)\]\((?<href>[^)\s]+)(?:\s+"[^"]*")?\)/,
  ]
    .map((part) => part.source)
    .join('|'),
  'g',
);

const withMark = (marks: RichTextMark[], mark: RichTextMark) =>
  marks.some((m) => m.type === mark.type) ? marks : [...marks, mark];

/** A line of Markdown text as runs of text with their marks. */
export function inlineRuns(text: string, marks: RichTextMark[] = []): RichTextInline[] {
  const out: RichTextInline[] = [];
  const push = (value: string, own: RichTextMark[]) => {
    if (!value) return;
    out.push(own.length > 0 ? { type: 'text', text: value, marks: own } : { type: 'text', text: value });
  };
  let from = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(from, match.index), marks);
    const { both, bold, bold2, italic, italic2, code, struck, label, href } = match.groups!;
    if (both !== undefined)
      out.push(...inlineRuns(both, withMark(withMark(marks, { type: 'bold' }), { type: 'italic' })));
    else if ((bold ?? bold2) !== undefined)
      out.push(...inlineRuns((bold ?? bold2)!, withMark(marks, { type: 'bold' })));
    else if ((italic ?? italic2) !== undefined)
      out.push(...inlineRuns((italic ?? italic2)!, withMark(marks, { type: 'italic' })));
    else if (code !== undefined) push(code, marks);
    else if (struck !== undefined) out.push(...inlineRuns(struck, marks));
    else if (label !== undefined) {
      const linked = /^(https?:|mailto:)/i.test(href!) && href!.length <= 2_000;
      out.push(
        ...inlineRuns(label, linked ? withMark(marks, { type: 'link', attrs: { href: href! } }) : marks),
      );
    }
    from = match.index + match[0].length;
  }
  push(text.slice(from), marks);
  return out;
}

const paragraph = (content: RichTextInline[]): RichTextBlock => ({ type: 'paragraph', content });

const LIST_ITEM = /^(\s*)([-*+•]|\d{1,9}[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

type ListLine = { indent: number; ordered: boolean; start: number; text: string };

/** Consecutive list lines as lists, an item indented under another as a list inside it. */
function lists(lines: ListLine[]): RichTextBlock[] {
  const out: RichTextBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i]!;
    const items: RichTextListItem[] = [];
    while (i < lines.length && lines[i]!.indent <= first.indent && lines[i]!.ordered === first.ordered) {
      const line = lines[i]!;
      i += 1;
      const nested: ListLine[] = [];
      while (i < lines.length && lines[i]!.indent > line.indent) nested.push(lines[i++]!);
      items.push({
        type: 'listItem',
        content: [paragraph(inlineRuns(line.text)), ...(nested.length > 0 ? lists(nested) : [])],
      });
    }
    out.push(
      first.ordered
        ? { type: 'orderedList', attrs: { start: Math.min(first.start, 10_000) }, content: items }
        : { type: 'bulletList', content: items },
    );
  }
  return out;
}

export function markdownBlocks(markdown: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let text: string[] = [];
  let quote: string[] = [];
  let listLines: ListLine[] = [];

  const flush = () => {
    if (text.length > 0) blocks.push(paragraph(inlineRuns(text.join(' '))));
    if (quote.length > 0) blocks.push(paragraph(inlineRuns(quote.join(' ').trim(), [{ type: 'italic' }])));
    if (listLines.length > 0) blocks.push(...lists(listLines));
    text = [];
    quote = [];
    listLines = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) {
      flush();
      const code: RichTextInline[] = [];
      for (i += 1; i < lines.length && !FENCE.test(lines[i]!); i++) {
        if (code.length > 0) code.push({ type: 'hardBreak' });
        if (lines[i]) code.push({ type: 'text', text: lines[i]! });
      }
      if (code.length > 0) blocks.push(paragraph(code));
      continue;
    }
    if (!line.trim() || RULE.test(line)) {
      // A blank line ends a paragraph; a list goes on past one when an item follows.
      const nextItem = listLines.length > 0 && LIST_ITEM.test(lines[i + 1] ?? '');
      if (!nextItem) flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length <= 1 ? 2 : 3;
      blocks.push({ type: 'heading', attrs: { level }, content: inlineRuns(heading[2]!) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (text.length > 0 || quote.length > 0) flush();
      const marker = item[2]!;
      const ordered = /\d/.test(marker);
      listLines.push({
        indent: item[1]!.replace(/\t/g, '    ').length,
        ordered,
        start: ordered ? Number.parseInt(marker, 10) : 1,
        text: item[3]!,
      });
      continue;
    }
    if (/^\s{0,3}>/.test(line)) {
      if (text.length > 0 || listLines.length > 0) flush();
      quote.push(line.replace(/^\s{0,3}>\s?/, ''));
      continue;
    }
    if (TABLE_DIVIDER.test(line) && line.includes('-')) continue;
    const cells = /^\s*\|.*\|\s*$/.test(line)
      ? line
          .trim()
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join(' · ')
      : null;
    if (cells !== null) {
      flush();
      blocks.push(paragraph(inlineRuns(cells)));
      continue;
    }
    if (listLines.length > 0 && /^\s+\S/.test(line)) {
      // A continuation line of the last item.
      listLines.at(-1)!.text += ` ${line.trim()}`;
      continue;
    }
    if (quote.length > 0 || listLines.length > 0) flush();
    text.push(line.trim());
  }
  flush();
  return blocks;
}
