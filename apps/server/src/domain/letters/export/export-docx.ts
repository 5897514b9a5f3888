import type { Letter } from '@amicus/contract/documents/letter';
import type { RichTextBlock, RichTextInline } from '@amicus/contract/documents/rich-text';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type INumberingOptions,
  type ParagraphChild,
} from 'docx';
import { letterParts, withNotes } from './letter-parts';
import { printable } from './printable-text';

// Word's own styles (Heading 1–3, List Paragraph, Hyperlink) so the file behaves in Word as one typed there:
// the navigation pane shows the headings, lists renumber as they are edited. Times New Roman is on every system
// Word or LibreOffice runs on; the PDF embeds its own serif, as a PDF must.
const FONT = 'Times New Roman';
const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
const LIST_LEVELS = 9;
const BULLETS = ['•', '◦', '▪'];
const NUMBER_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];

type NumberingConfig = INumberingOptions['config'][number];

const indent = (level: number) => ({ left: 720 * (level + 1), hanging: 360 });

const bulletLevels: ILevelsOptions[] = Array.from({ length: LIST_LEVELS }, (_, level) => ({
  level,
  format: LevelFormat.BULLET,
  text: BULLETS[level % BULLETS.length]!,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: indent(level) } },
}));

/** Each numbered list is a numbering of its own, so it starts at its own `start` and never continues another. */
const numberedLevels = (start: number): ILevelsOptions[] =>
  Array.from({ length: LIST_LEVELS }, (_, level) => ({
    level,
    format: NUMBER_FORMATS[level % NUMBER_FORMATS.length]!,
    text: `%${level + 1}.`,
    start: level === 0 ? start : 1,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: indent(level) } },
  }));

type Footnotes = Record<number, { children: Paragraph[] }>;

/** Turns a cited source's [n] into a footnote reference: its notes, and the reference it adds. */
type Citer = { notes: Map<number, string>; cite: (n: number) => ParagraphChild };

/** A run's text with each [n] of a cited source as a Word footnote of its own (Word numbers them in order). */
function runs(content: RichTextInline[] | undefined, citer: Citer): ParagraphChild[] {
  return (content ?? []).flatMap((part) => {
    if (part.type === 'hardBreak') return [new TextRun({ break: 1 })];
    const marks = part.marks ?? [];
    const link = marks.find((mark) => mark.type === 'link');
    const text = (value: string) =>
      new TextRun({
        text: value,
        bold: marks.some((mark) => mark.type === 'bold'),
        italics: marks.some((mark) => mark.type === 'italic'),
        ...(link ? { style: 'Hyperlink' } : {}),
      });
    if (link)
      return [new ExternalHyperlink({ link: link.attrs.href, children: [text(printable(part.text))] })];
    return withNotes(printable(part.text), citer.notes).map((piece) =>
      'note' in piece ? citer.cite(piece.note) : text(piece.text),
    );
  });
}

/** The body's blocks as Word paragraphs; list items carry their list's numbering and nesting level. */
function bodyParagraphs(
  blocks: RichTextBlock[],
  notes: Map<number, string>,
): { paragraphs: Paragraph[]; numbering: NumberingConfig[]; footnotes: Footnotes } {
  const paragraphs: Paragraph[] = [];
  const numbering: NumberingConfig[] = [{ reference: 'bullets', levels: bulletLevels }];
  const footnotes: Footnotes = {};
  let footnoteId = 0;
  const citer: Citer = {
    notes,
    cite: (n) => {
      footnoteId += 1;
      footnotes[footnoteId] = { children: [new Paragraph({ children: [new TextRun(notes.get(n)!)] })] };
      return new FootnoteReferenceRun(footnoteId);
    },
  };

  /** `list`: the item this block opens (it carries the marker); `under`: the level of the item it continues. */
  const block = (node: RichTextBlock, list?: { reference: string; level: number }, under?: number) => {
    switch (node.type) {
      case 'paragraph':
        paragraphs.push(
          new Paragraph({
            children: runs(node.content, citer),
            ...(list ? { numbering: { reference: list.reference, level: list.level } } : {}),
            ...(under !== undefined ? { indent: { left: indent(under).left } } : {}),
          }),
        );
        return;
      case 'heading':
        paragraphs.push(
          new Paragraph({ heading: HEADINGS[node.attrs.level], children: runs(node.content, citer) }),
        );
        return;
      case 'bulletList':
      case 'orderedList': {
        let reference = 'bullets';
        if (node.type === 'orderedList') {
          reference = `numbered-${numbering.length}`;
          numbering.push({ reference, levels: numberedLevels(node.attrs?.start ?? 1) });
        }
        const level = Math.min(under === undefined ? 0 : under + 1, LIST_LEVELS - 1);
        for (const item of node.content) {
          item.content.forEach((child, index) =>
            index === 0 && child.type === 'paragraph'
              ? block(child, { reference, level })
              : block(child, undefined, level),
          );
        }
        return;
      }
    }
  };
  for (const node of blocks) block(node);
  return { paragraphs, numbering, footnotes };
}

const plain = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new TextRun({ text, ...options });

const lines = (texts: string[], spacingAfter = 0) =>
  texts.map(
    (text, index) =>
      new Paragraph({
        children: [plain(text)],
        spacing: { after: index === texts.length - 1 ? spacingAfter : 0 },
      }),
  );

/** A letter as a Word document: letterhead, date, recipient, subject, greeting, body, closing and signature. */
export async function exportDocx(input: Letter): Promise<Buffer> {
  const { letter, parts } = letterParts(input);
  const { paragraphs, numbering, footnotes } = bodyParagraphs(letter.body.content, parts.notes);
  const contact = [parts.sender.email, parts.sender.phone].filter((part) => part !== undefined);

  const letterhead = [
    new Paragraph({ children: [plain(parts.sender.name, { bold: true, size: 28 })] }),
    ...lines(parts.sender.lines),
    ...(contact.length > 0
      ? [
          new Paragraph({
            children: contact.flatMap((part, index) => {
              const separator = index > 0 ? [plain(' · ')] : [];
              return part === parts.sender.email
                ? [
                    ...separator,
                    new ExternalHyperlink({
                      link: `mailto:${part}`,
                      children: [new TextRun({ text: part, style: 'Hyperlink' })],
                    }),
                  ]
                : [...separator, plain(part)];
            }),
          }),
        ]
      : []),
    new Paragraph({ children: [], spacing: { after: 240 } }),
    new Paragraph({ children: [plain(parts.date)], spacing: { after: 240 } }),
    ...lines([parts.recipient.name, ...parts.recipient.lines], 240),
    ...(parts.subject
      ? [
          new Paragraph({
            children: [plain(`Re: ${parts.subject}`, { bold: true })],
            spacing: { after: 240 },
          }),
        ]
      : []),
    ...(parts.salutation ? [new Paragraph({ children: [plain(parts.salutation)] })] : []),
  ];
  const signature = [
    new Paragraph({ children: [plain(parts.closing)], spacing: { before: 240, after: 720 }, keepNext: true }),
    new Paragraph({ children: [plain(parts.signatureName)] }),
  ];

  const document = new Document({
    creator: 'Amicus',
    title: parts.subject ?? `Letter to ${parts.recipient.name}`,
    styles: {
      default: {
        document: { run: { font: FONT, size: 24 }, paragraph: { spacing: { after: 120, line: 276 } } },
        heading1: { run: { font: FONT, size: 32, bold: true, color: '000000' } },
        heading2: { run: { font: FONT, size: 28, bold: true, color: '000000' } },
        heading3: { run: { font: FONT, size: 24, bold: true, italics: true, color: '000000' } },
        hyperlink: { run: { color: '0B57A4', underline: {} } },
      },
    },
    numbering: { config: numbering },
    footnotes,
    sections: [
      {
        // US Letter with one-inch margins (twips).
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        children: [...letterhead, ...paragraphs, ...signature],
      },
    ],
  });
  return Packer.toBuffer(document);
}
