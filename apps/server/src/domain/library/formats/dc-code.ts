import fs from 'node:fs/promises';
import path from 'node:path';
import type { SectionStatus } from '@amicus/contract/library/schemas';
import type { SectionLevel, SectionNote, SectionParagraph } from '../../../db/schema/library';
import { dcCodeAreas } from './dc-code-areas';
import type { ImportFailure, ImportInput, LibraryFormat, ParsedSection, SourceMeta } from './format';
import { childElements, firstChild, parseXml, textOf, XmlError, type XmlElement } from './xml-tree';

/** The namespace of the Council of the District of Columbia's law XML. */
export const DC_NAMESPACE = 'https://code.dccouncil.us/schemas/dc-library';
/** A section file is a few KB; the largest in the code is under 1 MB. */
const MAX_XML_FILE_BYTES = 8 * 1024 * 1024;

export const DC_CODE_META: SourceMeta = {
  key: 'us-dc-code',
  jurisdiction: 'US-DC',
  kind: 'statute',
  title: 'Code of the District of Columbia',
  publisher: 'Council of the District of Columbia',
  url: 'https://code.dccouncil.gov/us/dc/council/code',
  licence: 'Public domain (Council of the District of Columbia, law-xml-codified)',
  asOf: null,
  citationPrefix: 'D.C. Code §',
};

/**
 * The D.C. Code as the Council publishes it (github.com/DCCouncil/law-xml-codified): titles'
 * `index.xml` hold the hierarchy and XInclude each section's file; a section file holds the section by
 * paragraph with `<cite path="§…">` cross-references and its annotations.
 */
export const dcCodeFormat: LibraryFormat = {
  name: 'dc-code-xml',
  description: 'D.C. Code XML (Council of the District of Columbia)',
  detect: async (input) => {
    const xml = input.files.filter((file) => file.endsWith('.xml'));
    if (xml.length === 0) return false;
    const sample = xml.find((file) => file.includes('/sections/')) ?? xml[0]!;
    const head = await readHead(path.join(input.root, sample));
    return head.includes(DC_NAMESPACE);
  },
  read: async function* (input) {
    const meta = { ...DC_CODE_META, asOf: await recencyDate(input) };
    // The code's own index (code/index.xml) marks the whole code; a title or loose sections are a part of it.
    const complete = input.files.some((file) => /(^|\/)code\/index\.xml$/.test(file));
    yield { meta, sections: readSections(input, meta), complete };
  },
};

async function readHead(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(2048);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The date the code is current to: the code index's `<recency through>`, when the index is there. */
async function recencyDate(input: ImportInput): Promise<string | null> {
  const index = input.files.find((file) => /(^|\/)code\/index\.xml$/.test(file));
  if (!index) return null;
  const head = await readHead(path.join(input.root, index));
  return /<recency[^>]*\bthrough="(\d{4}-\d{2}-\d{2})"/.exec(head)?.[1] ?? null;
}

async function readXmlFile(file: string): Promise<XmlElement> {
  const stat = await fs.stat(file);
  if (stat.size > MAX_XML_FILE_BYTES)
    throw new XmlError(`is larger than ${MAX_XML_FILE_BYTES / 1024 / 1024} MB`);
  const text = await fs.readFile(file, 'utf8');
  if (text.trim() === '') throw new XmlError('is empty');
  return parseXml(text);
}

/** Titles in the code's order: numbers as numbers, "27A" after "27". */
const byTitle = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

async function* readSections(
  input: ImportInput,
  meta: SourceMeta,
): AsyncGenerator<ParsedSection | ImportFailure> {
  const indexes = input.files.filter((file) => /(^|\/)titles\/[^/]+\/index\.xml$/.test(file)).sort(byTitle);
  const placed = new Map<string, SectionLevel[]>();
  const ordered: string[] = [];
  for (const index of indexes) {
    try {
      const root = await readXmlFile(path.join(input.root, index));
      walkContainer(root, [], path.posix.dirname(index), placed, ordered);
    } catch (error) {
      yield { file: index, reason: reasonOf(error) };
    }
  }
  // Section files no index includes (a folder of sections alone) come after, in number order.
  const sectionFiles = input.files.filter(
    (file) => /(^|\/)sections\/[^/]+\.xml$/.test(file) || isLoneXml(file, indexes),
  );
  for (const file of sectionFiles.filter((f) => !placed.has(f)).sort(byTitle)) ordered.push(file);

  const present = new Set(input.files);
  for (const file of ordered) {
    if (!present.has(file)) {
      yield { file, reason: 'is named in a title index but missing' };
      continue;
    }
    try {
      const root = await readXmlFile(path.join(input.root, file));
      if (root.name !== 'section') throw new XmlError(`holds a <${root.name}>, not a <section>`);
      yield parseSection(root, placed.get(file) ?? [], meta);
    } catch (error) {
      yield { file, reason: reasonOf(error) };
    }
  }
}

const isLoneXml = (file: string, indexes: string[]) =>
  file.endsWith('.xml') && !indexes.includes(file) && !/(^|\/)index\.xml$/.test(file);

function reasonOf(error: unknown): string {
  if (error instanceof XmlError) return error.message;
  return 'could not be read';
}

function walkContainer(
  element: XmlElement,
  levels: SectionLevel[],
  dir: string,
  placed: Map<string, SectionLevel[]>,
  ordered: string[],
) {
  const prefix = textOf(firstChild(element, 'prefix'));
  const here =
    element.name === 'container' && prefix
      ? [
          ...levels,
          {
            prefix,
            num: textOf(firstChild(element, 'num')),
            heading: textOf(firstChild(element, 'heading')),
          },
        ]
      : levels;
  for (const child of childElements(element)) {
    if (child.name === 'include' && child.attrs.href) {
      const file = path.posix.normalize(path.posix.join(dir, child.attrs.href));
      if (!placed.has(file)) ordered.push(file);
      placed.set(file, here);
    } else if (child.name === 'container') {
      walkContainer(child, here, dir, placed, ordered);
    }
  }
}

/** "Repealed", "Expired" and their kin: the reason a section's text is no longer law. */
function statusOf(reason: string, heading: string): SectionStatus {
  const said = `${reason} ${heading}`.toLowerCase();
  if (/\bexpired\b/.test(said)) return 'expired';
  if (/\b(repealed|abolished|recodified|transferred|renumbered|omitted)\b/.test(said)) return 'repealed';
  return 'in_force';
}

export function parseSection(root: XmlElement, hierarchy: SectionLevel[], meta: SourceMeta): ParsedSection {
  const number = textOf(firstChild(root, 'num'));
  if (!number) throw new XmlError('has a section without a number');
  const reason = textOf(firstChild(root, 'reason'));
  const heading = textOf(firstChild(root, 'heading')) || reason || number;
  const paragraphs: SectionParagraph[] = [];
  const crossReferences = new Set<string>();
  collectParagraphs(root, '', -1, paragraphs, crossReferences);
  crossReferences.delete(number);
  const notes: SectionNote[] = [];
  if (reason) notes.push({ type: 'Status', text: reason });
  for (const annotation of childElements(firstChild(root, 'annotations') ?? root, 'annotation')) {
    const text = textOf(annotation);
    if (text) notes.push({ type: annotation.attrs.type ?? 'Note', text });
  }
  return {
    number,
    heading,
    citation: `${meta.citationPrefix} ${number}`,
    hierarchy,
    paragraphs,
    notes,
    crossReferences: [...crossReferences],
    areas: dcCodeAreas(number),
    status: statusOf(reason, heading),
  };
}

/** The section's paragraphs in reading order, flattened with their paths: `(c)`, then `(c)(1)`, `(c)(2)`… */
function collectParagraphs(
  element: XmlElement,
  parentPath: string,
  depth: number,
  out: SectionParagraph[],
  refs: Set<string>,
) {
  for (const child of childElements(element)) {
    if (child.name === 'para') {
      const label = textOf(firstChild(child, 'num'));
      const pathHere = parentPath + label;
      const text = ownText(child, refs);
      out.push({ label, path: pathHere, depth: depth + 1, text });
      collectParagraphs(child, pathHere, depth + 1, out, refs);
      const after = childElements(child, 'aftertext')
        .map((node) => inlineText(node, refs))
        .join(' ');
      if (after) out.push({ label: '', path: pathHere, depth: depth + 1, text: after });
    } else if (child.name === 'text' || child.name === 'table') {
      if (element.name === 'section')
        out.push({ label: '', path: '', depth: 0, text: inlineText(child, refs) });
    }
  }
}

/** A paragraph's own words: its `<text>` and tables, not its sub-paragraphs. */
function ownText(para: XmlElement, refs: Set<string>): string {
  return childElements(para)
    .filter((child) => child.name === 'text' || child.name === 'table')
    .map((child) => inlineText(child, refs))
    .join(' ');
}

function inlineText(element: XmlElement, refs: Set<string>): string {
  const visit = (node: XmlElement) => {
    for (const child of childElements(node)) {
      const target = child.name === 'cite' ? /^§\s*([^|]+)/.exec(child.attrs.path ?? '')?.[1] : undefined;
      if (target) refs.add(target.trim());
      visit(child);
    }
  };
  visit(element);
  return textOf(element);
}
