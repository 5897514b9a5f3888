/**
 * A document's text as headings and paragraphs, for the legal library, whose sections follow a document's
 * headings. Plain data, so it crosses the reader process's boundary as it is.
 */
export type DocumentBlock =
  /** `page`: the PDF page it stands on (document review quotes it). */
  | { kind: 'heading'; level: number; text: string; page?: number }
  /** `list`: an item of a bulleted or numbered list, `level` 1 at the outside (HTML and Word documents). */
  | { kind: 'paragraph'; text: string; page?: number; list?: { ordered: boolean; level: number } };

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/** Links to their text, emphasis and code marks dropped: what a reader of the rendered Markdown sees. */
const plainInline = (text: string) =>
  text
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/`([^`\n]+)`/g, '$1');

/** Markdown: `#` and underlined (setext) headings; paragraphs between blank lines; fenced code is text. */
export function markdownBlocks(text: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    const joined = lines
      .map((line) => plainInline(line.trim()))
      .join('\n')
      .trim();
    if (joined) blocks.push({ kind: 'paragraph', text: joined });
    lines = [];
  };
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      lines.push(line);
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      flush();
      blocks.push({ kind: 'heading', level: atx[1]!.length, text: plainInline(atx[2]!.trim()) });
    } else if (lines.length === 1 && /^ {0,3}(=+|-+)\s*$/.test(line)) {
      const heading = plainInline(lines[0]!.trim());
      lines = [];
      blocks.push({ kind: 'heading', level: line.trim().startsWith('=') ? 1 : 2, text: heading });
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * How a line of plain text (or a PDF's) that stands as a heading looks: "Chapter 3", "Part II", "Article 4"
 * (level 1), "Section 12." or "§ 12" (level 2), or a short line in capitals (level 1). Anything else is text.
 */
export function headingLevel(line: string): number | undefined {
  const text = line.trim();
  if (text.length === 0 || text.length > 120) return undefined;
  if (/^(chapter|part|title|article)\s+([0-9]+[A-Z]?|[IVXLC]+)\b/i.test(text)) return 1;
  if (/^(section|sec\.|§)\s*[0-9]+[0-9A-Za-z.-]*(\s|$)/i.test(text)) return 2;
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (text.length <= 80 && letters.length >= 3 && letters === letters.toUpperCase() && !/[,;]$/.test(text))
    return 1;
  return undefined;
}

/**
 * Plain text, or one PDF page's: lines that look like headings become headings; the rest are paragraphs,
 * split at blank lines and, where a text has none (a PDF's lines), after a short line that ends a sentence.
 */
export function plainTextBlocks(text: string, page?: number): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const lines = text.split('\n');
  const longest = Math.max(1, ...lines.map((line) => line.trim().length));
  let current: string[] = [];
  const flush = () => {
    const joined = current.join(' ').replace(/\s+/g, ' ').trim();
    if (joined)
      blocks.push(
        page === undefined ? { kind: 'paragraph', text: joined } : { kind: 'paragraph', text: joined, page },
      );
    current = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const level = headingLevel(line);
    if (line === '') flush();
    else if (level !== undefined) {
      flush();
      blocks.push(
        page === undefined
          ? { kind: 'heading', level, text: line }
          : { kind: 'heading', level, text: line, page },
      );
    } else {
      current.push(line);
      if (/[.:;]$/.test(line) && line.length < longest * 0.8) flush();
    }
  }
  flush();
  return blocks;
}

/** The blocks' text as the document reads: headings and paragraphs, a blank line between each. */
export const blocksText = (blocks: DocumentBlock[]) => blocks.map((block) => block.text).join('\n\n');
