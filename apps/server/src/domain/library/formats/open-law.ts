import path from 'node:path';
import type { SectionStatus } from '@amicus/contract/library/schemas';
import type { SectionLevel, SectionNote, SectionParagraph } from '../../../db/schema/library';
import { z } from 'zod';
import { permanentVersionOf, versionOfNote } from '../versions';
import { areaRules } from './area-rules';
import dcCode from './data/us-dc-code.json' with { type: 'json' };
import comar from './data/us-md-comar.json' with { type: 'json' };
import type { ImportFailure, ImportInput, LibraryFormat, ParsedSection, SourceMeta } from './format';
import { areaRuleSchema, checkedData, sectionUrlSchema, sourceDataSchema } from './source-data';
import { childElements, firstChild, parseXmlInSteps, textOf, XmlError, type XmlElement } from './xml-tree';

/** The namespaces of Open Law Library XML: the D.C. Council's own, and the platform's general one (Maryland). */
export const DC_NAMESPACE = 'https://code.dccouncil.us/schemas/dc-library';
export const OPEN_LAW_NAMESPACE = 'https://open.law/schemas/library';

/** A chapter of regulations is one file: the largest in COMAR is a few MB. */
const MAX_XML_FILE_BYTES = 16 * 1024 * 1024;

/**
 * What one published collection of the Open Law platform is, as data (formats/data): its source, its citation
 * grammar and pattern, how a section's number is built from the levels above it, and its legal areas. A
 * collection without a profile is read with the generic one (its own index names it; citations "<title> <num>").
 */
const openLawProfileSchema = z.strictObject({
  /** The collection's path in the platform (`us/dc/council/code`), as its files are laid out. */
  collection: z.string().min(1),
  namespace: z.string(),
  source: sourceDataSchema,
  sectionUrl: sectionUrlSchema,
  grammar: z.string().nullable(),
  /** `D.C. Code § {number}`. */
  citation: z.string().includes('{number}'),
  /**
   * How many levels' numbers come before a section's own, from the top: COMAR's title, subtitle and chapter
   * ("09.03.06" + ".02", "01.01.1971" + ".11" for an executive order); 0 when a section's number is whole (D.C.).
   */
  numberLevels: z.number().int().min(0),
  areas: z.array(areaRuleSchema),
});
export type OpenLawProfile = z.infer<typeof openLawProfileSchema>;

export const OPEN_LAW_PROFILES: OpenLawProfile[] = [
  checkedData('us-dc-code.json', openLawProfileSchema, dcCode),
  checkedData('us-md-comar.json', openLawProfileSchema, comar),
];

/**
 * Open Law Library XML (the D.C. Code, the Code of Maryland Regulations, and the platform's other
 * collections): index files whose containers (title, subtitle, chapter…) include their parts by XInclude, and
 * sections either in files of their own (D.C.) or several to a container (a COMAR chapter). Sections hold
 * nested paragraphs, `<cite>` cross-references and annotations; a section or container with a `<reason>` is
 * repealed, transferred or expired.
 */
export const openLawFormat: LibraryFormat = {
  name: 'open-law-xml',
  aliases: ['dc-code-xml'],
  description: 'Open Law Library XML (the D.C. Code, the Code of Maryland Regulations)',
  detect: async (input) => {
    const xml = input.files.filter((file) => file.endsWith('.xml'));
    if (xml.length === 0) return false;
    const sample = xml.find((file) => !file.endsWith('index.xml')) ?? xml[0]!;
    const head = await input.head(sample);
    return head.includes(DC_NAMESPACE) || head.includes(OPEN_LAW_NAMESPACE);
  },
  read: async function* (input) {
    const profile = await profileFor(input);
    const root = input.files.find((file) => `/${file}`.endsWith(`/${profile.collection}/index.xml`));
    const meta: SourceMeta = {
      ...profile.source,
      asOf: root ? recencyDate(await input.head(root)) : null,
      edition: null,
      grammar: profile.grammar,
      format: 'open-law-xml',
    };
    // The collection's own index (e.g. code/index.xml) marks the whole of it; a title or loose files are a part.
    yield { meta, sections: readSections(input, profile), complete: root !== undefined };
  },
};

/**
 * The profile whose collection the files are laid out under; for loose files, the one whose namespace they use
 * alone (the D.C. Council's); else the generic one, named after the folder.
 */
async function profileFor(input: ImportInput): Promise<OpenLawProfile> {
  const known = OPEN_LAW_PROFILES.find((profile) =>
    input.files.some((file) => `/${file}`.includes(`/${profile.collection}/`)),
  );
  if (known) return known;
  const sample = input.files.find((file) => file.endsWith('.xml'));
  const head = sample ? await input.head(sample) : '';
  const byNamespace = OPEN_LAW_PROFILES.filter(
    (profile) => profile.namespace !== OPEN_LAW_NAMESPACE && head.includes(profile.namespace),
  );
  if (byNamespace.length === 1) return byNamespace[0]!;
  const top = input.files[0]?.split('/')[0] ?? 'collection';
  return {
    collection: top,
    namespace: OPEN_LAW_NAMESPACE,
    source: {
      key: `open-law-${top}`,
      jurisdiction: 'general',
      kind: 'statute',
      title: top,
      publisher: 'Open Law Library',
      url: null,
      licence: 'As published; see the publisher',
      attribution: null,
      citationPrefix: '§',
    },
    sectionUrl: null,
    grammar: null,
    citation: '§ {number}',
    numberLevels: 0,
    areas: [],
  };
}

/** The date the collection is current to: its index's `<recency through>`, when it says. */
function recencyDate(head: string): string | null {
  return /<recency[^>]*\bthrough="(\d{4}-\d{2}-\d{2})"/.exec(head)?.[1] ?? null;
}

async function readXmlFile(input: ImportInput, file: string): Promise<XmlElement> {
  if ((await input.size(file)) > MAX_XML_FILE_BYTES)
    throw new XmlError(`is larger than ${MAX_XML_FILE_BYTES / 1024 / 1024} MB`);
  const text = (await input.read(file)).toString('utf8');
  if (text.trim() === '') throw new XmlError('is empty');
  return parseXmlInSteps(text);
}

/** Numbers as numbers ("27A" after "27", "9" before "10"). */
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function reasonOf(error: unknown): string {
  if (error instanceof XmlError) return error.message;
  return 'could not be read';
}

/**
 * Every section in published order: the index files walked from those no other index includes, each included
 * file read where it is included (with the levels above it); files no index includes come after, in order.
 */
async function* readSections(
  input: ImportInput,
  profile: OpenLawProfile,
): AsyncGenerator<ParsedSection | ImportFailure> {
  const areasOf = areaRules(profile.areas);
  const present = new Set(input.files);
  const indexes = input.files.filter((file) => /(^|\/)index\.xml$/.test(file));
  const parsed = new Map<string, XmlElement>();
  const failed = new Set<string>();
  const included = new Set<string>();
  for (const index of indexes) {
    try {
      const root = await readXmlFile(input, index);
      parsed.set(index, root);
      for (const href of includesOf(root)) included.add(resolveHref(index, href));
    } catch (error) {
      failed.add(index);
      yield { file: index, reason: reasonOf(error) };
    }
  }
  // An index that failed is reported once, above, not again where another index includes it.
  const visited = new Set<string>(failed);
  // A library's index names its other collections too (Maryland's Register beside COMAR): only this one is read.
  const inCollection = (file: string) => `/${file}`.includes(`/${profile.collection}/`);
  const laidOut = input.files.some(inCollection);
  const ours = (file: string) => !laidOut || inCollection(file);
  const tops = indexes.filter((file) => !included.has(file) && !failed.has(file)).sort(byNumber);
  const sectionOf = (element: XmlElement, levels: SectionLevel[]) =>
    parseSection(element, levels, profile, areasOf);

  async function* visitFile(
    file: string,
    levels: SectionLevel[],
  ): AsyncGenerator<ParsedSection | ImportFailure> {
    if (visited.has(file)) return;
    visited.add(file);
    if (!present.has(file)) {
      yield { file, reason: 'is named in an index but missing' };
      return;
    }
    let root = parsed.get(file);
    if (!root) {
      try {
        root = await readXmlFile(input, file);
      } catch (error) {
        yield { file, reason: reasonOf(error) };
        return;
      }
    }
    if (!['section', 'container', 'document', 'library'].includes(root.name)) {
      yield { file, reason: `holds a <${root.name}>, not a <section>` };
      return;
    }
    try {
      for (const item of walk(root, levels, file)) {
        if ('include' in item) {
          if (ours(item.include)) yield* visitFile(item.include, item.levels);
        } else yield sectionOf(item.element, item.levels);
      }
    } catch (error) {
      yield { file, reason: reasonOf(error) };
    }
  }

  for (const top of tops) yield* visitFile(top, []);
  // Files no index includes (a folder of sections, or one chapter) come after, in number order; a chapter alone
  // takes the levels above it from its folders (COMAR's 09/03/06.xml is Title 09, Subtitle 03).
  for (const file of input.files.filter((f) => f.endsWith('.xml') && !visited.has(f)).sort(byNumber))
    yield* visitFile(file, levelsFromPath(file, profile));
}

/** The levels a lone file's folders stand for: the numbers above its own container that its sections' need. */
function levelsFromPath(file: string, profile: OpenLawProfile): SectionLevel[] {
  if (profile.numberLevels <= 1) return [];
  const folders = path.posix
    .dirname(file)
    .split('/')
    .filter((part) => part !== '.');
  return folders.slice(-(profile.numberLevels - 1)).map((num) => ({ prefix: '', num, heading: '' }));
}

const includesOf = (element: XmlElement): string[] =>
  childElements(element).flatMap((child) =>
    child.name === 'include' && child.attrs.href
      ? [child.attrs.href]
      : child.name === 'container'
        ? includesOf(child)
        : [],
  );

const resolveHref = (from: string, href: string) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(from), href));

type Walked = { include: string; levels: SectionLevel[] } | { element: XmlElement; levels: SectionLevel[] };

/**
 * A file's sections and includes in reading order, each with the levels above it. A container with a reason and
 * no sections (a chapter repealed or transferred) is itself a section, so a citation of it still resolves.
 */
function* walk(element: XmlElement, levels: SectionLevel[], file: string): Generator<Walked> {
  if (element.name === 'section') {
    yield { element, levels };
    return;
  }
  if (element.name !== 'container' && element.name !== 'library' && element.name !== 'document') return;
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
  const children = childElements(element);
  const holdsParts = children.some(
    (c) => c.name === 'section' || c.name === 'container' || c.name === 'include',
  );
  if (firstChild(element, 'reason') && !holdsParts && element.name === 'container') {
    yield { element, levels };
    return;
  }
  for (const child of children) {
    if (child.name === 'include' && child.attrs.href)
      yield { include: resolveHref(file, child.attrs.href), levels: here };
    else if (child.name === 'section' || child.name === 'container') yield* walk(child, here, file);
  }
}

/**
 * "Repealed", "Expired", "Transferred" and their kin: the reason a section's text is no longer law, as its
 * `<reason>` gives it, or its heading when the heading is that word ("Repealed.") or ends with it in brackets
 * ("Temporary parking waiver. [Expired]"). A heading merely using the word ("Registration of vacant buildings.")
 * is a section in force.
 */
function statusOf(reason: string, heading: string): SectionStatus {
  const marked = /^\s*\[?(\w+)\b[.\]]|\[(\w+)\]\s*$/.exec(heading);
  const said = `${reason} ${marked?.[1] ?? ''} ${marked?.[2] ?? ''}`.toLowerCase();
  if (/\bexpired\b/.test(said)) return 'expired';
  if (/\b(repealed|abolished|recodified|transferred|renumbered|omitted|vacant)\b/.test(said))
    return 'repealed';
  return 'in_force';
}

/** A section's number: its own, after the numbers of the levels above it the profile counts ("09.03.06" + ".02"). */
function numberOf(
  own: string,
  levels: SectionLevel[],
  profile: OpenLawProfile,
  isContainer: boolean,
): string {
  const above = levels.slice(0, profile.numberLevels).map((level) => level.num);
  if (above.length === 0) return own;
  if (isContainer) return [...above, own].join('.');
  return `${above.join('.')}${own.startsWith('.') ? '' : '.'}${own}`;
}

export function parseSection(
  root: XmlElement,
  hierarchy: SectionLevel[],
  profile: OpenLawProfile,
  areasOf: (subject: { number: string }) => string[],
): ParsedSection {
  const own = textOf(firstChild(root, 'num'));
  if (!own) throw new XmlError('has a section without a number');
  const number = numberOf(own, hierarchy, profile, root.name === 'container');
  const reason = textOf(firstChild(root, 'reason'));
  const heading = textOf(firstChild(root, 'heading')) || reason || number;
  const paragraphs: SectionParagraph[] = [];
  const crossReferences = new Set<string>();
  if (root.name === 'section') collectParagraphs(root, '', -1, paragraphs, crossReferences, profile);
  crossReferences.delete(number);
  const notes: SectionNote[] = [];
  if (reason) notes.push({ type: 'Status', text: reason });
  // Two versions of one section: "42-3505.01" (with temporary amendments, its editor's note says until when) and
  // "42-3505.01(Perm)". The note is the code's word on versions, not law: it leaves the text for the notes.
  const noteAt = paragraphs.findIndex((p) => p.path === '' && versionOfNote(p.text, number));
  const version =
    permanentVersionOf(number) ?? (noteAt >= 0 ? versionOfNote(paragraphs[noteAt]!.text, number) : null);
  if (noteAt >= 0) {
    const [note] = paragraphs.splice(noteAt, 1);
    notes.push({ type: 'Versions', text: /^\W*(NOTE: .*?\.)(?=\s|$)/.exec(note!.text)?.[1] ?? note!.text });
    crossReferences.delete(`${number}(Perm)`);
  }
  for (const annotation of childElements(firstChild(root, 'annotations') ?? root, 'annotation')) {
    const text = textOf(annotation);
    if (text) notes.push({ type: annotation.attrs.type ?? 'Note', text });
  }
  return {
    number,
    heading,
    // Both versions are cited as the code cites the section: "D.C. Code § 42-3505.01".
    citation: profile.citation.replace('{number}', version?.of ?? number),
    hierarchy,
    paragraphs,
    notes,
    crossReferences: [...crossReferences],
    areas: areasOf({ number }),
    status: statusOf(reason, heading),
    // Only a section with two versions has the key: every other section's content (and hash) is as it was.
    ...(version ? { version } : {}),
  };
}

/** "A." → "A", "(1)" → "(1)": a paragraph's part of its path, as the source's citations write it. */
const pathPart = (label: string) => label.replace(/\.$/, '');

/** The section's paragraphs in reading order, flattened with their paths: `(c)`, then `(c)(1)`, `(c)(2)`… */
function collectParagraphs(
  element: XmlElement,
  parentPath: string,
  depth: number,
  out: SectionParagraph[],
  refs: Set<string>,
  profile: OpenLawProfile,
) {
  for (const child of childElements(element)) {
    if (child.name === 'para') {
      const label = textOf(firstChild(child, 'num'));
      const pathHere = parentPath + pathPart(label);
      const text = ownText(child, refs, profile);
      out.push({ label, path: pathHere, depth: depth + 1, text });
      collectParagraphs(child, pathHere, depth + 1, out, refs, profile);
      const after = childElements(child, 'aftertext')
        .map((node) => inlineText(node, refs, profile))
        .join(' ');
      if (after) out.push({ label: '', path: pathHere, depth: depth + 1, text: after });
    } else if (child.name === 'text' || child.name === 'table') {
      if (element.name === 'section')
        out.push({ label: '', path: '', depth: 0, text: inlineText(child, refs, profile) });
    }
  }
}

/** A paragraph's own words: its `<text>` and tables, not its sub-paragraphs. */
function ownText(para: XmlElement, refs: Set<string>, profile: OpenLawProfile): string {
  return childElements(para)
    .filter((child) => child.name === 'text' || child.name === 'table')
    .map((child) => inlineText(child, refs, profile))
    .join(' ');
}

/**
 * The section a `<cite path>` points to within the same collection: D.C. writes `§42-3502.05|(a)|(4)`, COMAR
 * `|09|03|06|.02|A.` (its levels, then the regulation). A cite of another document (`doc="Md. Code"`) is not ours.
 */
function citedNumber(cite: XmlElement, profile: OpenLawProfile): string | undefined {
  if (cite.attrs.doc) return undefined;
  const target = cite.attrs.path ?? '';
  const dc = /^§\s*([^|]+)/.exec(target)?.[1];
  if (dc) return dc.trim();
  const parts = target.split('|').filter(Boolean);
  const levels = profile.numberLevels;
  if (levels === 0 || parts.length < levels + 1) return undefined;
  const own = parts[levels]!;
  return `${parts.slice(0, levels).join('.')}${own.startsWith('.') ? '' : '.'}${own}`;
}

function inlineText(element: XmlElement, refs: Set<string>, profile: OpenLawProfile): string {
  const visit = (node: XmlElement) => {
    for (const child of childElements(node)) {
      const target = child.name === 'cite' ? citedNumber(child, profile) : undefined;
      if (target) refs.add(target);
      visit(child);
    }
  };
  visit(element);
  return textOf(element);
}
