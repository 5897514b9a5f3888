import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  checkDocumentLimits,
  DEFAULT_DOCUMENT_LIMITS,
  tooManyPages,
  type DocumentLimits,
} from './document-limits';
import { blocksText, markdownBlocks, plainTextBlocks, type DocumentBlock } from './document-outline';
import type { DocumentType, ExtractionResult } from './extraction-result';
import { htmlBlocks, looksLikeHtml } from './html-blocks';
import { sniffDocument } from './sniff';

export type ExtractOptions = { outline?: boolean };
const HTML: DocumentType = { kind: 'html', mime: 'text/html', ext: 'html', label: 'web page' };

/**
 * Fewer visible characters than this per page, on average, means the PDF has no text layer worth reading
 * (a scan whose only text is a page number or a scanner's stamp).
 */
const MIN_PDF_TEXT_CHARS_PER_PAGE = 8;
/** A page with fewer visible characters than this counts as an image-only page. */
const MIN_PAGE_TEXT_CHARS = 3;

const visibleLength = (text: string) => text.replace(/\s+/g, '').length;

/**
 * Tidies extracted text: one kind of line break, no trailing spaces, at most one blank line in a row, and no
 * NUL characters (PostgreSQL text cannot hold them; a text file may carry one past the part its type is sniffed
 * from, and a PDF or DOCX may too).
 */
export function normaliseText(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && /password/i.test(`${error.name} ${error.message}`);
}

async function extractPdf(
  type: DocumentType,
  bytes: Uint8Array,
  limits: DocumentLimits,
  outline: boolean,
): Promise<ExtractionResult> {
  let pdf;
  try {
    // A private copy: pdf.js reads the whole underlying buffer (ignoring a view's offset, as in Node's pooled
    // Buffers) and detaches it when done. verbosity 0: it would otherwise print font warnings.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    return {
      ...type,
      status: 'unreadable',
      reason: isPasswordError(error)
        ? 'is password-protected'
        : 'could not be opened (the PDF seems damaged)',
    };
  }
  // The page tree's declared /Count, read before any page is: a tree that nests ten kids eight levels deep
  // declares 10^8 pages, and walking it page by page is what exhausts memory.
  if (pdf.numPages > limits.maxPages) {
    const breach = tooManyPages(pdf.numPages, limits);
    await pdf.destroy().catch(() => undefined);
    return { status: 'refused', reason: breach.reason };
  }
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const emptyPages = text.filter((page) => visibleLength(page) < MIN_PAGE_TEXT_CHARS).length;
    const merged = normaliseText(text.join('\n\n'));
    if (visibleLength(merged) < MIN_PDF_TEXT_CHARS_PER_PAGE * Math.max(1, totalPages))
      return { ...type, status: 'no-text', pages: totalPages };
    const result = { ...type, status: 'ok', text: merged, pages: totalPages, emptyPages } as const;
    if (!outline) return result;
    const blocks = text.flatMap((page, i) => plainTextBlocks(normaliseText(page), i + 1));
    return { ...result, blocks };
  } catch {
    return { ...type, status: 'unreadable', reason: 'could not be read (the PDF seems damaged)' };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function extractDocx(
  type: DocumentType,
  bytes: Uint8Array,
  outline: boolean,
): Promise<ExtractionResult> {
  try {
    if (outline) {
      // mammoth writes Word's heading styles as h1–h6, which the outline follows.
      const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
      const blocks = htmlBlocks(value);
      return { ...type, status: 'ok', text: normaliseText(blocksText(blocks)), blocks };
    }
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return { ...type, status: 'ok', text: normaliseText(value) };
  } catch {
    return { ...type, status: 'unreadable', reason: 'could not be read (the Word document seems damaged)' };
  }
}

/**
 * Sniffs a file's type from its bytes and takes its text out: PDF (unpdf), DOCX (mammoth), plain text and
 * Markdown. Runs inside the document reader's process; a file it cannot read is an answer, not an exception.
 * A file past the limits (inflated size, pages) is refused before it is sniffed or walked.
 */
export async function extractDocument(
  bytes: Uint8Array,
  limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const outline = options.outline ?? false;
  if (bytes.length === 0) return { status: 'empty' };
  const breach = await checkDocumentLimits(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), limits);
  if (breach) return { status: 'refused', reason: breach.reason };
  const sniffed = await sniffDocument(bytes);
  if (!sniffed.type)
    return { status: 'unsupported', ...(sniffed.detected ? { detected: sniffed.detected } : {}) };
  const { type } = sniffed;
  const result =
    type.kind === 'pdf'
      ? await extractPdf(type, bytes, limits, outline)
      : type.kind === 'docx'
        ? await extractDocx(type, bytes, outline)
        : outline
          ? textOutline(type, normaliseText(sniffed.text ?? ''))
          : ({ ...type, status: 'ok', text: normaliseText(sniffed.text ?? '') } as const);
  if (result.status !== 'ok' || result.text.length <= limits.maxTextChars) return result;
  const cut = { ...result, text: result.text.slice(0, limits.maxTextChars), textCut: true } as const;
  return 'blocks' in result && result.blocks
    ? { ...cut, blocks: cutBlocks(result.blocks, limits.maxTextChars) }
    : cut;
}

/** Text, Markdown or HTML (told apart by content) as headings and paragraphs. */
function textOutline(type: DocumentType, text: string): ExtractionResult {
  if (looksLikeHtml(text)) {
    const blocks = htmlBlocks(text);
    return { ...HTML, status: 'ok', text: normaliseText(blocksText(blocks)), blocks };
  }
  const blocks = type.mime === 'text/markdown' ? markdownBlocks(text) : plainTextBlocks(text);
  return { ...type, status: 'ok', text, blocks };
}

/** The blocks that fit in `max` characters, the last one cut: the outline keeps to the text's limit too. */
function cutBlocks(blocks: DocumentBlock[], max: number): DocumentBlock[] {
  const kept: DocumentBlock[] = [];
  let left = max;
  for (const block of blocks) {
    if (left <= 0) break;
    kept.push(block.text.length <= left ? block : { ...block, text: block.text.slice(0, left) });
    left -= block.text.length + 2;
  }
  return kept;
}
