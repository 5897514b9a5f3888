import type { Letter } from '@amicus/contract/documents/letter';
import type { RichTextBlock, RichTextInline } from '@amicus/contract/documents/rich-text';
import { fontStyle, type LetterFontStyle } from './letter-fonts';
import { citedNotes, letterParts } from './letter-parts';
import { keepLines, letterPdf, LINE_GAP, write, type Doc } from './pdf-pages';
import { printable } from './printable-text';

const BODY_SIZE = 11;
const PARAGRAPH_GAP = 6;
const HEADING_SIZE = { 1: 15, 2: 13, 3: 11.5 } as const;
const LIST_INDENT = 18;
// Glyphs PT Serif has (it has no ◦ or ▪).
const BULLETS = ['•', '–'];
const LINK_COLOR = '#0b57a4';
/** Rendering yields to the event loop after this long, so a long letter never holds up other requests. */
const SLICE_MS = 8;

/** Text is laid out this many characters at a time at most, so that one long paragraph yields too. */
const PIECE_CHARS = 1_000;
/**
 * A word longer than this is set in pieces: pdfkit breaks a word wider than the line by measuring ever shorter
 * prefixes of it, a cost that grows with the cube of its length (8,000 characters took seconds).
 */
const LONG_WORD = 40;

/** Gives the event loop a turn once SLICE_MS has passed since the last. */
function pacer() {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
type Pace = ReturnType<typeof pacer>;

/** A run's text in pieces pdfkit lays out cheaply, cut after a space (never after a line break) or inside a long word. */
export function pieces(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const [token] of text.matchAll(/\s+|\S+/g)) {
    if (token.length > LONG_WORD && /\S/.test(token)) {
      for (let i = 0; i < token.length; i += LONG_WORD) {
        out.push(current + token.slice(i, i + LONG_WORD));
        current = '';
      }
      continue;
    }
    current += token;
    if (current.length >= PIECE_CHARS && /^[^\S\n]+$/.test(token)) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
}

/** One paragraph of marked-up text at `x`, `width` wide, as continued runs: fonts and links change mid-line. */
async function runs(
  doc: Doc,
  pace: Pace,
  content: RichTextInline[] | undefined,
  size: number,
  x: number,
  width: number,
  bold = false,
) {
  const parts: { text: string; style: LetterFontStyle; href: string | undefined }[] = [];
  // A line break starts the run after it: pdfkit drops a "\n" that ends a continued run.
  let lineBreak = '';
  for (const part of content ?? []) {
    if (part.type === 'hardBreak') {
      lineBreak += '\n';
      continue;
    }
    const text = printable(part.text);
    if (text === '') continue;
    const marks = part.marks ?? [];
    parts.push({
      text: lineBreak + text,
      style: fontStyle(
        bold || marks.some((m) => m.type === 'bold'),
        marks.some((m) => m.type === 'italic'),
      ),
      href: marks.find((mark) => mark.type === 'link')?.attrs.href,
    });
    lineBreak = '';
  }
  if (parts.length === 0) {
    doc.font('regular').fontSize(size).text(' ', x, doc.y, { width, lineGap: LINE_GAP });
    return;
  }
  const fragments = parts.flatMap((part) => pieces(part.text).map((text) => ({ ...part, text })));
  doc.x = x;
  for (const [index, fragment] of fragments.entries()) {
    const options: PDFKit.Mixins.TextOptions = {
      width,
      lineGap: LINE_GAP,
      continued: index < fragments.length - 1,
      link: fragment.href ?? null,
      underline: fragment.href !== undefined,
    };
    doc
      .font(fragment.style)
      .fontSize(size)
      .fillColor(fragment.href ? LINK_COLOR : 'black');
    // Only the first run places the paragraph: pdfkit reads an `undefined` x as "the options are here".
    if (index === 0) doc.text(fragment.text, x, doc.y, options);
    else doc.text(fragment.text, options);
    await pace();
  }
  doc.fillColor('black');
}

/**
 * Draws the body block by block, yielding to the event loop every few milliseconds. A chat's PDF export sets
 * its replies with it too, in the four registered styles of letterFonts.
 */
export async function body(doc: Doc, blocks: RichTextBlock[]) {
  const left = doc.page.margins.left;
  const fullWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const pace = pacer();

  const block = async (node: RichTextBlock, level: number, marker?: string) => {
    const x = left + level * LIST_INDENT;
    const width = fullWidth - level * LIST_INDENT;
    switch (node.type) {
      case 'heading': {
        const size = HEADING_SIZE[node.attrs.level];
        doc.moveDown(0.4);
        keepLines(doc, 3, size);
        await runs(doc, pace, node.content, size, x, width, true);
        doc.moveDown(0.2);
        break;
      }
      case 'paragraph': {
        keepLines(doc, 1, BODY_SIZE);
        if (marker !== undefined) {
          // The marker hangs in the indent, level with the item's first line.
          const y = doc.y;
          doc
            .font('regular')
            .fontSize(BODY_SIZE)
            .text(marker, x - LIST_INDENT, y, { width: LIST_INDENT - 4, align: 'right', lineBreak: false });
          doc.y = y;
        }
        await runs(doc, pace, node.content, BODY_SIZE, x, width);
        doc.y += marker !== undefined ? PARAGRAPH_GAP / 2 : PARAGRAPH_GAP;
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const start = node.type === 'orderedList' ? (node.attrs?.start ?? 1) : 0;
        for (const [index, item] of node.content.entries()) {
          const itemMarker =
            node.type === 'orderedList' ? `${start + index}.` : BULLETS[level % BULLETS.length]!;
          for (const [childIndex, child] of item.content.entries()) {
            await block(
              child,
              level + 1,
              childIndex === 0 && child.type === 'paragraph' ? itemMarker : undefined,
            );
          }
        }
        if (level === 0) doc.y += PARAGRAPH_GAP / 2;
        break;
      }
    }
    await pace();
  };
  for (const node of blocks) await block(node, 0);
}

/** A letter as a PDF with PT Serif embedded: letterhead, date, recipient, subject, body, closing and signature. */
export async function exportPdf(input: Letter): Promise<Buffer> {
  const { letter, parts } = letterParts(input);
  // A continuation page's header, as letters have it: addressee, date and page number (the first page has the
  // letterhead).
  const { doc, finish } = letterPdf({
    info: {
      Title: parts.subject ?? `Letter to ${parts.recipient.name}`,
      Author: parts.sender.name,
      Creator: 'Amicus',
    },
    header: (page) => `${parts.recipient.name} · ${parts.date} · Page ${page}`,
  });

  write(doc, parts.sender.name, 'bold', 14);
  for (const line of parts.sender.lines) write(doc, line, 'regular', BODY_SIZE);
  const contact = [parts.sender.email, parts.sender.phone].filter((part) => part !== undefined);
  contact.forEach((part, index) => {
    const isEmail = part === parts.sender.email;
    doc
      .font('regular')
      .fontSize(BODY_SIZE)
      .fillColor(isEmail ? LINK_COLOR : 'black')
      .text(index > 0 ? ` · ${part}` : part, {
        lineGap: LINE_GAP,
        continued: index < contact.length - 1,
        link: isEmail ? `mailto:${part}` : null,
        underline: isEmail,
      });
  });
  doc.fillColor('black').moveDown(1.5);
  write(doc, parts.date, 'regular', BODY_SIZE);
  doc.moveDown(1);
  for (const line of [parts.recipient.name, ...parts.recipient.lines]) write(doc, line, 'regular', BODY_SIZE);
  doc.moveDown(1);
  if (parts.subject) {
    write(doc, `Re: ${parts.subject}`, 'bold', BODY_SIZE);
    doc.moveDown(1);
  }
  if (parts.salutation) {
    write(doc, parts.salutation, 'regular', BODY_SIZE);
    doc.moveDown(0.5);
  }

  await body(doc, letter.body.content);

  // The closing, the space to sign in and the name stay together on one page.
  doc.moveDown(0.5);
  keepLines(doc, 5, BODY_SIZE);
  write(doc, parts.closing, 'regular', BODY_SIZE);
  doc.moveDown(2.5);
  write(doc, parts.signatureName, 'regular', BODY_SIZE);

  // The sources the body cites as [n], where a reader can look each one up.
  const notes = citedNotes(letter.body, parts.notes);
  if (notes.length > 0) {
    doc.moveDown(2);
    keepLines(doc, 3, BODY_SIZE);
    write(doc, 'Sources', 'bold', BODY_SIZE);
    doc.moveDown(0.3);
    for (const [n, text] of notes) write(doc, `[${n}] ${text}`, 'regular', BODY_SIZE - 1.5);
  }

  return finish();
}
