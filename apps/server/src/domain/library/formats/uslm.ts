import { z } from 'zod';
import type { SectionNote, SectionParagraph } from '../../../db/schema/library';
import { areaRules } from './area-rules';
import usCode from './data/us-code.json' with { type: 'json' };
import type { ImportFailure, ImportInput, LibraryFormat, ParsedSection, SourceMeta } from './format';
import { areaRuleSchema, checkedData, sectionUrlSchema, sourceDataSchema } from './source-data';
import {
  childElements,
  descendants,
  firstChild,
  parseXmlInSteps,
  textOf,
  XmlError,
  type XmlElement,
} from './xml-tree';

/** United States Legislative Markup, the Office of the Law Revision Counsel's schema for the U.S. Code. */
export const USLM_NAMESPACE = 'http://xml.house.gov/schemas/uslm/1.0';

/** A section file is a few KB; a title appendix in one file (court rules) a few MB. */
const MAX_XML_FILE_BYTES = 16 * 1024 * 1024;

export const usCodeData = checkedData(
  'us-code.json',
  z.strictObject({
    source: sourceDataSchema,
    sectionUrl: sectionUrlSchema,
    titles: z.record(z.string(), z.string()),
    areas: z.array(areaRuleSchema),
  }),
  usCode,
);
const areasOf = areaRules(usCodeData.areas);

/** The levels below a section, outermost first: each has a `<num>` and adds it to the paragraph's path. */
const LEVELS = new Set([
  'subsection',
  'paragraph',
  'subparagraph',
  'clause',
  'subclause',
  'item',
  'subitem',
  'subsubitem',
]);
/** A level's own words, in the order they are read; `continuation` comes after its sub-levels. */
const OWN_TEXT = new Set(['chapeau', 'content']);

/**
 * The U.S. Code in USLM XML, one `<section>` per file as the Code is sliced for download (usc/15/1692c.xml), or
 * whole title files (`<uscDoc>`) whose sections are read in order. A section is cited "15 U.S.C. § 1692c", a
 * paragraph "15 U.S.C. § 1692c(a)(1)"; its `<ref>`s to other sections of the Code are cross-references, and its
 * source credit and notes (history, amendments) are kept apart from its operative text.
 */
export const uslmFormat: LibraryFormat = {
  name: 'uslm',
  description: 'USLM XML (the United States Code, Office of the Law Revision Counsel)',
  detect: async (input) => {
    const xml = input.files.find((file) => file.endsWith('.xml'));
    if (!xml) return false;
    return (await input.head(xml)).includes(USLM_NAMESPACE);
  },
  read: async function* (input) {
    const xml = input.files.filter((file) => file.endsWith('.xml')).sort(byTitleAndSection);
    const meta: SourceMeta = {
      ...usCodeData.source,
      asOf: null,
      edition: await releasePoint(input, xml),
      grammar: 'usc',
      format: 'uslm',
    };
    // The whole Code holds every title; a title or a few sections are a part of it, and withdraw nothing.
    const titles = new Set(xml.map((file) => titleOfFile(file)));
    const complete = Object.keys(usCodeData.titles).every((title) => titles.has(title));
    yield { meta, sections: readSections(input, xml), complete };
  },
};

/** The release point the files were published at ("Online@119-100" in a title document's meta), if one says. */
async function releasePoint(input: ImportInput, files: string[]): Promise<string | null> {
  for (const file of files.filter((f) => /(^|\/)[^/]*full\.xml$|uscDoc/.test(f)).slice(0, 5)) {
    const found = /<docPublicationName>[^<@]*@([\w.-]+)<\/docPublicationName>/.exec(await input.head(file));
    if (found) return found[1]!;
  }
  return null;
}

/** `usc/15/1692c.xml` → "15": the title folder a section file is in. */
const titleOfFile = (file: string) => /(?:^|\/)(\d+[a-z]?)\/[^/]+\.xml$/.exec(file)?.[1] ?? '';

/**
 * Titles in the Code's order (5, 5a, 6…), then sections by number (1692, 1692a, 1692b…), a section before its
 * twin and its dashed successors (3598, 3598_2; 7a, 7a-1): compared without ".xml", which sorts after both.
 */
const byTitleAndSection = (a: string, b: string) =>
  a.replace(/\.xml$/, '').localeCompare(b.replace(/\.xml$/, ''), 'en', { numeric: true });

async function* readSections(
  input: ImportInput,
  files: string[],
): AsyncGenerator<ParsedSection | ImportFailure> {
  for (const file of files) {
    let element: XmlElement;
    try {
      if ((await input.size(file)) > MAX_XML_FILE_BYTES)
        throw new XmlError(`is larger than ${MAX_XML_FILE_BYTES / 1024 / 1024} MB`);
      element = await parseXmlInSteps((await input.read(file)).toString('utf8'));
    } catch (error) {
      yield { file, reason: error instanceof XmlError ? error.message : 'could not be read' };
      continue;
    }
    // A title document also lists what was repealed or transferred, as sections with a status and no number.
    const sections = (element.name === 'section' ? [element] : descendantSections(element)).filter(
      (section) => section.attrs.identifier || !section.attrs.status,
    );
    if (sections.length === 0) {
      // A title appendix of court rules (11a) or of sections since repealed (5a) holds none of the Code's own.
      const other =
        descendants(element, 'courtRule').length > 0 || descendants(element, 'section').length > 0;
      if (!other) yield { file, reason: `holds no USLM section (its root is <${element.name}>)` };
      continue;
    }
    // Congress now and then enacts two sections with one number: the Code sets the second out as 3598_2.xml.
    const twin = /_(\d+)\.xml$/.exec(file)?.[1];
    for (const section of sections) {
      try {
        const parsed = parseUslmSection(section);
        yield twin ? { ...parsed, number: `${parsed.number} (${twin})` } : parsed;
      } catch (error) {
        yield { file, reason: error instanceof XmlError ? error.message : 'could not be read' };
      }
    }
  }
}

/** Where a title document quotes or describes sections rather than holding them. */
const NOT_CODE = new Set(['note', 'notes', 'quotedContent', 'toc', 'sourceCredit']);

/** A title document's sections, not descending into one (a section holds no other) nor into notes and quotes. */
function descendantSections(element: XmlElement): XmlElement[] {
  return childElements(element).flatMap((child) =>
    child.name === 'section' ? [child] : NOT_CODE.has(child.name) ? [] : descendantSections(child),
  );
}

/** `/us/usc/t15/s1692c/a/1` → title "15", section "1692c". */
function identifierParts(identifier: string | undefined): { title: string; section: string } | undefined {
  const found = /^\/us\/usc\/t(\d+[a-z]?)\/s([^/]+)/.exec(identifier ?? '');
  return found ? { title: found[1]!, section: found[2]!.replace(/[–—]/g, '-') } : undefined;
}

/** How the library numbers a section of the Code: "15 U.S.C. 1692c", unique across titles. */
export const uscNumber = (title: string, section: string) => `${title} U.S.C. ${section}`;

export function parseUslmSection(root: XmlElement): ParsedSection {
  const parts = identifierParts(root.attrs.identifier);
  if (!parts)
    throw new XmlError(
      /^\/us\/usc\/t\w+\/pl\//.test(root.attrs.identifier ?? '')
        ? `holds a section of a Public Law set out in an appendix (${root.attrs.identifier}), not of the Code itself`
        : 'has a section without a U.S. Code identifier',
    );
  const { title, section } = parts;
  const number = uscNumber(title, section);
  const heading = textOf(firstChild(root, 'heading')) || number;
  const paragraphs: SectionParagraph[] = [];
  const refs = new Set<string>();
  collectLevels(root, '', -1, paragraphs, refs);
  refs.delete(number);
  const notes: SectionNote[] = [];
  const credit = textOf(firstChild(root, 'sourceCredit'));
  if (credit) notes.push({ type: 'Source credit', text: credit });
  for (const group of childElements(root, 'notes'))
    for (const note of childElements(group, 'note')) {
      const noteHeading = textOf(firstChild(note, 'heading'));
      const text = childElements(note)
        .filter((child) => child.name !== 'heading')
        .map(textOf)
        .filter(Boolean)
        .join('\n');
      if (text) notes.push({ type: noteHeading || note.attrs.topic || 'Note', text });
    }
  // The status the Code gives it; a heading that is only the word ("Repealed.", "[Omitted]") says the same. A
  // heading using the word ("Vacant office", "Transferred assets") is a section in force.
  const repealed =
    Boolean(root.attrs.status && root.attrs.status !== 'operational') ||
    /^\s*\[?(repealed|omitted|transferred|renumbered)\b[.\]]/i.test(heading);
  return {
    number,
    heading,
    citation: `${title} U.S.C. § ${section}`,
    hierarchy: [{ prefix: 'Title', num: title, heading: usCodeData.titles[title] ?? '' }],
    paragraphs,
    notes,
    crossReferences: [...refs],
    areas: areasOf({ number, title, section }),
    status: repealed ? 'repealed' : 'in_force',
  };
}

/**
 * The section's levels in reading order, flattened with their paths: `(a)`, `(a)(1)`, then `(a)`'s
 * continuation text after its paragraphs. A level's heading leads its text ("Ceasing communication. If a…").
 */
function collectLevels(
  element: XmlElement,
  parentPath: string,
  depth: number,
  out: SectionParagraph[],
  refs: Set<string>,
) {
  const own = childElements(element)
    .filter((child) => OWN_TEXT.has(child.name))
    .map((child) => inlineText(child, refs))
    .filter(Boolean);
  const heading = element.name === 'section' ? '' : textOf(firstChild(element, 'heading'));
  const label = element.name === 'section' ? '' : textOf(firstChild(element, 'num'));
  // Every level is a paragraph, a level whose words start in its first sub-level too ("(6)(A) In a case…"), so a
  // citation of (c)(6) finds its place.
  if (own.length > 0 || heading || element.name !== 'section') {
    // "Ceasing communication" leads its text as "Ceasing communication."; "In general.—" keeps its own stop.
    const lead = heading && !/[.—–:;,!?-]$/.test(heading) ? `${heading}.` : heading;
    const text = [lead, ...own].filter(Boolean).join(' ');
    out.push({ label, path: parentPath, depth: Math.max(depth, 0), text });
  }
  for (const child of childElements(element)) {
    if (!LEVELS.has(child.name)) continue;
    const childLabel = textOf(firstChild(child, 'num'));
    collectLevels(child, parentPath + childLabel.replace(/\s+/g, ''), depth + 1, out, refs);
  }
  for (const child of childElements(element, 'continuation')) {
    const text = inlineText(child, refs);
    if (text) out.push({ label: '', path: parentPath, depth: Math.max(depth, 0), text });
  }
}

/** An element's text, its `<ref>`s to sections of the Code collected as cross-references. */
function inlineText(element: XmlElement, refs: Set<string>): string {
  const visit = (node: XmlElement) => {
    for (const child of childElements(node)) {
      if (child.name === 'ref') {
        const target = identifierParts(child.attrs.href);
        if (target) refs.add(uscNumber(target.title, target.section));
      }
      visit(child);
    }
  };
  visit(element);
  return textOf(element);
}
