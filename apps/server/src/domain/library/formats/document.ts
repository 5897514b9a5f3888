import path from 'node:path';
import type { SectionLevel, SectionParagraph } from '../../../db/schema/library';
import { createDocumentReader } from '../../../document-reader/document-reader';
import type { DocumentBlock } from '../../../document-reader/document-outline';
import type { ExtractionResult } from '../../../document-reader/extraction-result';
import type { ImportFailure, LibraryFormat, ParsedSection, ParsedSource, SourceMeta } from './format';

const DOCUMENT_FILE = /\.(pdf|docx|html?|md|markdown|txt|text)$/i;
/** A document without headings is cut into parts of this many paragraphs (or one part per PDF page). */
const PARAGRAPHS_PER_PART = 8;
const NOT_A_DOCUMENT = 'is not a PDF, Word, HTML, Markdown or text document';

/**
 * PDF, Word, HTML, Markdown and plain text: each file one source (a guide unless the import says otherwise,
 * jurisdiction `general` unless it names one) whose sections follow the document's headings. Files are read
 * by the document reader, in its separate, limited processes, as users' uploads are.
 */
export const documentFormat: LibraryFormat = {
  name: 'document',
  description: 'documents (PDF, DOCX, HTML, Markdown, plain text), one source each',
  detect: async (input) => input.files.some((file) => DOCUMENT_FILE.test(file)),
  read: async function* (input, context) {
    const reader = context?.documentReader ?? createDocumentReader({ size: 1 });
    try {
      for (const file of input.files) {
        if (!DOCUMENT_FILE.test(file)) {
          yield { file, reason: NOT_A_DOCUMENT };
          continue;
        }
        // The library's import reads as one owner of its own, in turn with users' uploads.
        const result = await reader.read(
          { path: await input.pathOf(file) },
          { outline: true, owner: 'library' },
        );
        yield sourceOf(file, result);
      }
    } finally {
      if (!context?.documentReader) await reader.close();
    }
  },
};

function failureReason(result: Exclude<ExtractionResult, { status: 'ok' }>): string {
  switch (result.status) {
    case 'no-text':
      return 'has no text layer (a scanned PDF needs OCR first)';
    case 'unsupported':
      return result.detected ? `${NOT_A_DOCUMENT} (it is ${result.detected})` : NOT_A_DOCUMENT;
    case 'empty':
      return 'is empty';
    default:
      return result.reason;
  }
}

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** "tenant_handbook-2024.pdf" → "tenant handbook 2024". */
const titleFromName = (file: string) =>
  path.posix
    .basename(file)
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim() || file;

function sourceOf(file: string, result: ExtractionResult): ParsedSource | ImportFailure {
  if (result.status !== 'ok') return { file, reason: failureReason(result) };
  const blocks = result.blocks ?? [];
  if (!blocks.some((block) => block.kind === 'paragraph')) return { file, reason: 'holds no text' };
  const first = blocks.find((block) => block.kind === 'heading');
  const title = first?.text ?? titleFromName(file);
  const meta: SourceMeta = {
    // The file's path in what was imported, without its extension: the same file re-imported is the same source.
    key: `document-${slugOf(file.replace(/\.[^.]+$/, '')) || 'untitled'}`,
    jurisdiction: 'general',
    kind: 'guide',
    title,
    publisher: 'Imported document',
    url: null,
    licence: 'As supplied by the importer',
    asOf: null,
    citationPrefix: title,
    edition: null,
    attribution: null,
    grammar: null,
    format: 'document',
  };
  const sections = documentSections(blocks, title);
  return { meta, sections: iterate(sections) };
}

type Draft = { heading: string; hierarchy: SectionLevel[]; texts: string[] };

/**
 * Sections from the headings: each heading with text under it is a section, within the headings above it;
 * text before the first heading is an introduction. A document with no headings but its title is cut into
 * parts: one per PDF page, else one per few paragraphs.
 */
export function documentSections(blocks: DocumentBlock[], title: string): ParsedSection[] {
  const headings = blocks.filter((block) => block.kind === 'heading');
  const titleHeading = headings[0]?.text === title ? headings[0] : undefined;
  const drafts =
    headings.length > (titleHeading ? 1 : 0) ? byHeadings(blocks, titleHeading) : byParts(blocks);
  const used = new Set<string>();
  return drafts.map((draft, i) => {
    let number = slugOf(draft.heading) || `section-${i + 1}`;
    for (let n = 2; used.has(number); n++) number = `${slugOf(draft.heading) || 'section'}-${n}`;
    used.add(number);
    return {
      number,
      heading: draft.heading,
      citation: `${title} — ${draft.heading}`,
      hierarchy: draft.hierarchy,
      paragraphs: paragraphsOf(draft.texts),
      notes: [],
      crossReferences: [],
      areas: [],
      status: 'in_force',
    };
  });
}

function byHeadings(blocks: DocumentBlock[], titleHeading: DocumentBlock | undefined): Draft[] {
  const drafts: Draft[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: Draft | undefined;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (block === titleHeading) continue;
      while (stack.length > 0 && stack[stack.length - 1]!.level >= block.level) stack.pop();
      const hierarchy = stack.map((level) => ({ prefix: '', num: '', heading: level.text }));
      stack.push({ level: block.level, text: block.text });
      current = { heading: block.text, hierarchy, texts: [] };
      drafts.push(current);
    } else {
      if (!current) {
        current = { heading: 'Introduction', hierarchy: [], texts: [] };
        drafts.push(current);
      }
      current.texts.push(block.text);
    }
  }
  return drafts.filter((draft) => draft.texts.length > 0);
}

function byParts(blocks: DocumentBlock[]): Draft[] {
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph');
  const pages = new Set(paragraphs.map((p) => p.page));
  if (pages.size > 1 && !pages.has(undefined)) {
    return [...pages].map((page) => ({
      heading: `Page ${page}`,
      hierarchy: [],
      texts: paragraphs.filter((p) => p.page === page).map((p) => p.text),
    }));
  }
  const drafts: Draft[] = [];
  for (let i = 0; i < paragraphs.length; i += PARAGRAPHS_PER_PART) {
    drafts.push({
      heading: `Part ${drafts.length + 1}`,
      hierarchy: [],
      texts: paragraphs.slice(i, i + PARAGRAPHS_PER_PART).map((p) => p.text),
    });
  }
  return drafts;
}

/** A paragraph that opens with its own number ("(a) …") keeps it as its label; others are numbered ¶1, ¶2… */
function paragraphsOf(texts: string[]): SectionParagraph[] {
  const paths = new Set<string>();
  return texts.map((text, i) => {
    const labelled = /^(\([A-Za-z0-9]{1,4}\))\s+([\s\S]+)$/.exec(text);
    const label = labelled?.[1] ?? '';
    const path = label && !paths.has(label) ? label : `p${i + 1}`;
    paths.add(path);
    return { label, path, depth: 0, text: labelled?.[2] ?? text };
  });
}

async function* iterate<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}
