import type { RichTextBlock, RichTextInline } from '@amicus/contract/documents/rich-text';
import { body } from '../letters/export/export-pdf';
import type { LetterFontStyle } from '../letters/export/letter-fonts';
import { keepLines, letterPdf, LINE_GAP, write as writeText, type Doc } from '../letters/export/pdf-pages';
import { printable } from '../letters/export/printable-text';
import { markdownBlocks } from './markdown-blocks';
import type { ChatTranscript, TranscriptMessage } from './transcript';

const MUTED = '#555555';
const LINK_COLOR = '#0b57a4';

/** A chat's texts are its user's and a model's: characters a PDF cannot hold are dropped first. */
function write(
  doc: Doc,
  text: string,
  style: LetterFontStyle,
  size: number,
  options?: Parameters<typeof writeText>[4],
) {
  writeText(doc, printable(text), style, size, options);
}

/** The user's words as typed: paragraphs at blank lines, line breaks kept, no Markdown read. */
function typedBlocks(text: string): RichTextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trim())
    .map((chunk) => ({
      type: 'paragraph',
      content: chunk.split('\n').flatMap((line, i): RichTextInline[] => {
        const text: RichTextInline[] = line ? [{ type: 'text', text: line }] : [];
        return i === 0 ? text : [{ type: 'hardBreak' }, ...text];
      }),
    }));
}

async function message(doc: Doc, entry: TranscriptMessage) {
  doc.moveDown(0.8);
  keepLines(doc, 4, 11);
  doc.x = doc.page.margins.left;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(entry.sender === 'user' ? 'black' : LINK_COLOR)
    .text(printable(entry.author), { continued: true, lineGap: LINE_GAP })
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`  ${printable(entry.at)}`, { lineGap: LINE_GAP })
    .fillColor('black');
  doc.moveDown(0.3);
  await body(doc, entry.sender === 'user' ? typedBlocks(entry.text) : markdownBlocks(entry.text));
  if (entry.files.length > 0)
    write(doc, `Sent with: ${entry.files.join(', ')}`, 'italic', 9.5, { color: MUTED });
  if (entry.note) write(doc, entry.note, 'italic', 9.5, { color: MUTED });
  if (entry.sources.length === 0) return;

  doc.moveDown(0.4);
  keepLines(doc, 3, 10);
  write(doc, 'Sources', 'bold', 10);
  for (const source of entry.sources) {
    keepLines(doc, 2, 9.5);
    const heading = source.heading.trim().replace(/\.$/, '');
    const origin = `${source.sourceTitle}${source.asOf ? `, current to ${source.asOf}` : ''}.`;
    write(doc, `[${source.n}] ${source.citation}${heading ? `, ${heading}` : ''}. ${origin}`, 'regular', 9.5);
    write(doc, source.url, 'regular', 8.5, { color: LINK_COLOR, link: source.url, underline: true });
    doc.moveDown(0.2);
  }
}

/**
 * A chat as a PDF, set like the letters (pdfkit, PT Serif embedded): its title, what it is about and its dates,
 * each message in order under its author and time, each reply's Markdown set as formatted text with its [n]
 * citations, and under each reply its sources with their link to the library.
 */
export async function exportChatPdf(transcript: ChatTranscript): Promise<Buffer> {
  const { doc, finish } = letterPdf({
    info: { Title: printable(transcript.title), Creator: 'Amicus' },
    header: (page) => `${printable(transcript.title)} · Page ${page}`,
    headerOptions: { height: 12, ellipsis: true },
  });

  write(doc, transcript.title, 'bold', 16);
  doc.moveDown(0.3);
  if (transcript.context) write(doc, transcript.context, 'regular', 10, { color: MUTED });
  write(doc, transcript.dates, 'regular', 10, { color: MUTED });
  const ruleY = doc.y + 8;
  doc
    .moveTo(doc.page.margins.left, ruleY)
    .lineTo(doc.page.width - doc.page.margins.right, ruleY)
    .lineWidth(0.5)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.y = ruleY + 4;

  for (const entry of transcript.messages) await message(doc, entry);

  doc.moveDown(1.5);
  keepLines(doc, 2, 9);
  write(doc, transcript.disclaimer, 'italic', 9, { color: MUTED });

  return finish();
}
