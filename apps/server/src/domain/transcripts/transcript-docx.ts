import { Document, HeadingLevel, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { CORRECTED_MARK, transcriptParts, type TranscriptDocument } from './transcript-document';

// As the letters' export does (domain/letters/export/export-docx.ts): Word's own styles, so the title is the
// document's Title and the navigation pane shows it, and a font every system that opens Word files has.
const FONT = 'Times New Roman';
/** Where a segment's text starts after its time (twips): room for "1:02:05" in bold; wrapped lines align there. */
const TEXT_INDENT = 1200;

/**
 * The transcript as a Word document: its title, a line of details, then a paragraph per segment whose time
 * stands in the margin, the text hanging beside it. Rendered on an export thread (see export-pool.ts).
 */
export async function exportTranscriptDocx(input: TranscriptDocument): Promise<Buffer> {
  const parts = transcriptParts(input);
  const segment = (line: (typeof parts.lines)[number], index: number) =>
    new Paragraph({
      // The first stands apart from the details above it.
      ...(index === 0 ? { spacing: { before: 360 } } : {}),
      tabStops: [{ type: TabStopType.LEFT, position: TEXT_INDENT }],
      indent: { left: TEXT_INDENT, hanging: TEXT_INDENT },
      children: [
        new TextRun({ text: line.time, bold: true }),
        new TextRun({ text: '\t' }),
        ...(line.corrected ? [new TextRun({ text: `${CORRECTED_MARK} `, italics: true })] : []),
        new TextRun({ text: line.text }),
      ],
    });

  const document = new Document({
    creator: 'Amicus',
    title: parts.title,
    styles: {
      default: {
        document: { run: { font: FONT, size: 24 }, paragraph: { spacing: { after: 120, line: 276 } } },
        title: { run: { font: FONT, size: 40, bold: true, color: '000000' } },
      },
    },
    sections: [
      {
        // US Letter with one-inch margins (twips), as the letters.
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 },
          },
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(parts.title)] }),
          new Paragraph({ children: [new TextRun({ text: parts.details, color: '444444' })] }),
          ...(parts.correctedNote
            ? [new Paragraph({ children: [new TextRun({ text: parts.correctedNote, italics: true })] })]
            : []),
          ...parts.lines.map(segment),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
