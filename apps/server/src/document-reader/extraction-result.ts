import type { DocumentBlock } from './document-outline';

/** What the document reader answers for one file; plain data, so it crosses the process boundary as is. */
export type DocumentKind = 'pdf' | 'docx' | 'text' | 'html';

export type DocumentType = { kind: DocumentKind; mime: string; ext: string; label: string };

export type ExtractionResult =
  | (DocumentType & {
      status: 'ok';
      text: string;
      /** PDFs: page count, and how many pages had no text at all (scanned pages in a mixed file). */
      pages?: number;
      emptyPages?: number;
      /** The text was longer than the reader answers (DocumentLimits.maxTextChars) and was cut there. */
      textCut?: true;
      /** Asked for with `outline` (the legal library): the text as headings and paragraphs. */
      blocks?: DocumentBlock[];
    })
  /** A PDF without a text layer: a scan or photos of pages. */
  | (DocumentType & { status: 'no-text'; pages: number })
  /** The type is right but the content cannot be read: damaged, password-protected, too complex. */
  | (DocumentType & { status: 'unreadable'; reason: string })
  /** The file breaks a limit checked before it is walked (pages, inflated size): refused, never read. */
  | { status: 'refused'; reason: string }
  /** The reader itself gave up on the file (crashed, ran out of memory, overran its time). */
  | { status: 'failed'; reason: string }
  | { status: 'unsupported'; detected?: string }
  | { status: 'empty' };

export type ReadableResult = Extract<ExtractionResult, { status: 'ok' | 'no-text' | 'unreadable' }>;
