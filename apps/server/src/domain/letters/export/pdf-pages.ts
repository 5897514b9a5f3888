import PDFDocument from 'pdfkit';
import { letterFonts, type LetterFontStyle } from './letter-fonts';

export type Doc = PDFKit.PDFDocument;

// US Letter, one-inch margins; a continuation page's header sits in the top margin.
export const MARGIN = 72;
export const LINE_GAP = 2;

/**
 * A PDF set as the letters are (a letter, a chat's export): US Letter, one-inch margins, PT Serif embedded, and
 * from the second page on a header in the top margin. The header is drawn as each page opens, so no page is held
 * back until the end: each is written out and compressed as the next begins. `finish` ends it and gives its bytes.
 */
export function letterPdf(options: {
  info: PDFKit.DocumentInfo;
  header: (page: number) => string;
  /** More of pdfkit's text options for the header (a long title cut with an ellipsis). */
  headerOptions?: PDFKit.Mixins.TextOptions;
}): { doc: Doc; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    lang: 'en-US',
    displayTitle: true,
    info: options.info,
  });
  for (const [style, data] of Object.entries(letterFonts())) doc.registerFont(style, data);
  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > 1) pageHeader(doc, options.header(pages), options.headerOptions);
  });
  doc.addPage();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

function pageHeader(doc: Doc, text: string, extra: PDFKit.Mixins.TextOptions = {}) {
  const { x, y } = doc;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(text, doc.page.margins.left, MARGIN / 2, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      align: 'right',
      lineBreak: false,
      ...extra,
    })
    .fillColor('black');
  doc.x = x;
  doc.y = y;
}

/** A paragraph from the left margin in one style and size (black unless `color` says otherwise). */
export function write(
  doc: Doc,
  text: string,
  style: LetterFontStyle,
  size: number,
  options: PDFKit.Mixins.TextOptions & { color?: string } = {},
) {
  const { color = 'black', ...textOptions } = options;
  doc.x = doc.page.margins.left;
  doc
    .font(style)
    .fontSize(size)
    .fillColor(color)
    .text(text, { lineGap: LINE_GAP, ...textOptions })
    .fillColor('black');
}

/** Moves to a new page when fewer than `lines` lines of `size` fit on this one (a heading keeps with its text). */
export function keepLines(doc: Doc, lines: number, size: number) {
  const needed = lines * (size * 1.25 + LINE_GAP);
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
