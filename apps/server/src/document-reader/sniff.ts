import { fileTypeFromBuffer } from 'file-type';
import type { DocumentType } from './extraction-result';

const PDF: DocumentType = { kind: 'pdf', mime: 'application/pdf', ext: 'pdf', label: 'PDF' };
const DOCX: DocumentType = {
  kind: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: 'docx',
  label: 'Word document',
};
const TEXT: DocumentType = { kind: 'text', mime: 'text/plain', ext: 'txt', label: 'text file' };
const MARKDOWN: DocumentType = { kind: 'text', mime: 'text/markdown', ext: 'md', label: 'Markdown file' };

/** Only the first bytes decide whether a file is text, so a huge log is judged as fast as a short note. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

/**
 * Decodes bytes as text, or answers undefined when they are not text: invalid UTF-8 (or UTF-16 with its
 * byte-order mark), a NUL byte, or more than 1% control characters other than tab, line breaks and form feed.
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  let encoding = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2];

  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return undefined;
  }
  const sample = text.slice(0, TEXT_SAMPLE_BYTES);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return undefined;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127) control++;
  }
  return control > sample.length / 100 ? undefined : text;
}

function hasByteOrderMark(bytes: Uint8Array): boolean {
  return (
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  );
}

/** Headings, fenced code, links, emphasis or list markers at line starts: enough to call a text Markdown. */
function looksLikeMarkdown(text: string): boolean {
  const sample = text.slice(0, TEXT_SAMPLE_BYTES);
  return /^(#{1,6} \S|```|> \S|[-*+] \S|\d+\. \S)|\[[^\]\n]+\]\([^)\s]+\)|\*\*[^*\n]+\*\*/m.test(sample);
}

/**
 * The document's type from its bytes, never from its name or the browser's label: PDF and DOCX by their
 * signatures (file-type reads the zip directory to tell a DOCX from any other zip), text by decoding it.
 */
export async function sniffDocument(
  bytes: Uint8Array,
): Promise<{ type: DocumentType; text?: string } | { type: undefined; detected?: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === PDF.mime) return { type: PDF };
  if (detected?.mime === DOCX.mime) return { type: DOCX };
  // A UTF-16 byte-order mark looks like an MPEG frame header to file-type; a text that decodes cleanly wins.
  const text = detected && !hasByteOrderMark(bytes) ? undefined : decodeText(bytes);
  if (text === undefined) return { type: undefined, ...(detected ? { detected: detected.mime } : {}) };
  return { type: looksLikeMarkdown(text) ? MARKDOWN : TEXT, text };
}
