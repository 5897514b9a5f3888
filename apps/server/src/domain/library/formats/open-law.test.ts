import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles, type FixtureFiles } from '../../../../test/dc-code-fixtures';
import { openTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/client';
import { queryRows } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import { importLibrary } from '../import/import-library';
import { searchLibrary } from '../search/search-library';
import { openImportInput } from '../import/import-input';
import { isFailure, type ImportFailure, type ParsedSection, type SourceMeta } from './format';
import { DC_NAMESPACE, OPEN_LAW_PROFILES, openLawFormat, parseSection } from './open-law';
import { parseXml } from './xml-tree';

/**
 * The fixtures are fictional law in Open Law Library XML (test/fixtures/library-formats): `comar` is a Code of
 * Maryland Regulations laid out as published (the collection's index, Title 98's and Subtitle 01's indexes, a
 * chapter file holding Regulations .01 and .02, a transferred chapter), `dc` a D.C. Code (code index, a title
 * index with two chapters, section files 1-101, 1-102 and 1-1001).
 */
const FIXTURES = fileURLToPath(new URL('../../../../test/fixtures/library-formats/', import.meta.url));
const COMAR = 'us/md/exec/comar';
const DC = 'us/dc/council/code';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());
beforeEach(async () => {
  await handle.db.delete(librarySources);
});

/** A fixture folder's files by path, to be written out as they are or changed. */
async function fixture(name: string): Promise<FixtureFiles> {
  const dir = path.join(FIXTURES, name);
  const files: FixtureFiles = new Map();
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), await fs.readFile(full, 'utf8'));
  }
  return files;
}

type ReadSource = {
  meta: SourceMeta;
  complete: boolean | undefined;
  items: (ParsedSection | ImportFailure)[];
};

/** What `openLawFormat.read` makes of the files: its one source, with every section and failure it yields. */
async function readFiles(files: FixtureFiles): Promise<ReadSource> {
  const dir = await writeFiles(files, 'amicus-open-law-');
  try {
    const { input } = await openImportInput(dir);
    const sources: ReadSource[] = [];
    for await (const source of openLawFormat.read(input)) {
      if (isFailure(source)) throw new Error(`${source.file} ${source.reason}`);
      const items: (ParsedSection | ImportFailure)[] = [];
      for await (const item of source.sections) items.push(item);
      sources.push({ meta: source.meta, complete: source.complete, items });
    }
    expect(sources).toHaveLength(1);
    return sources[0]!;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const sectionsOf = (source: ReadSource) =>
  source.items.filter((item): item is ParsedSection => !isFailure(item));
const failuresOf = (source: ReadSource) => source.items.filter((item) => isFailure(item));
const byNumber = (source: ReadSource) => new Map(sectionsOf(source).map((s) => [s.number, s]));

async function importFiles(files: FixtureFiles) {
  const dir = await writeFiles(files, 'amicus-open-law-');
  try {
    const { input, dispose } = await openImportInput(dir);
    try {
      return await importLibrary(handle.db, input);
    } finally {
      await dispose();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const sectionRows = async () =>
  new Map(
    (await handle.db.select().from(librarySections).orderBy(librarySections.position)).map((row) => [
      row.number,
      row,
    ]),
  );

const TITLE_98 = { prefix: 'Title', num: '98', heading: 'DEPARTMENT OF FICTIONAL AFFAIRS' };
const SUBTITLE_01 = { prefix: 'Subtitle', num: '01', heading: 'WIDGET COMMISSION' };
const CHAPTER_01 = { prefix: 'Chapter', num: '01', heading: 'Widget Dealers' };

describe('the Code of Maryland Regulations (COMAR profile)', () => {
  it('is detected, and read as one source, COMAR, complete with its collection’s index', async () => {
    const { input } = await openImportInput(path.join(FIXTURES, 'comar'));
    expect(await openLawFormat.detect(input)).toBe(true);
    const source = await readFiles(await fixture('comar'));
    expect(source.meta).toMatchObject({
      key: 'us-md-comar',
      jurisdiction: 'US-MD',
      kind: 'regulation',
      title: 'Code of Maryland Regulations (COMAR)',
      citationPrefix: 'COMAR',
      grammar: 'comar',
      format: 'open-law-xml',
      asOf: null,
      edition: null,
    });
    expect(source.complete).toBe(true);
    expect(failuresOf(source)).toEqual([]);
  });

  it('numbers regulations after their title, subtitle and chapter, in the order the indexes include them', async () => {
    const sections = sectionsOf(await readFiles(await fixture('comar')));
    expect(sections.map((s) => [s.number, s.citation, s.heading])).toEqual([
      ['98.01.01.01', 'COMAR 98.01.01.01', 'Scope.'],
      ['98.01.01.02', 'COMAR 98.01.01.02', 'Definitions.'],
      ['98.01.02', 'COMAR 98.01.02', 'Widget Auctions'],
    ]);
    expect(sections[0]!.hierarchy).toEqual([TITLE_98, SUBTITLE_01, CHAPTER_01]);
    expect(sections[1]!.hierarchy).toEqual([TITLE_98, SUBTITLE_01, CHAPTER_01]);
    expect(sections.every((s) => s.areas.length === 0)).toBe(true);
  });

  it('keeps nested paragraphs with COMAR’s labels and paths ("A", "A(1)", "A(1)(a)")', async () => {
    const sections = byNumber(await readFiles(await fixture('comar')));
    const definitions = sections.get('98.01.01.02')!;
    expect(definitions.paragraphs).toEqual([
      {
        label: 'A.',
        path: 'A',
        depth: 0,
        text: 'In this chapter, the following terms have the meanings indicated.',
      },
      { label: '(1)', path: 'A(1)', depth: 1, text: 'Widget.' },
      {
        label: '(a)',
        path: 'A(1)(a)',
        depth: 2,
        text: '“Widget” means a fictional device sold to consumers.',
      },
      {
        label: '(b)',
        path: 'A(1)(b)',
        depth: 2,
        text: '“Widget” does not include a device sold by mail under Regulation .01A of this chapter.',
      },
      {
        label: '(2)',
        path: 'A(2)',
        depth: 1,
        text: '“Dealer” has the meaning stated in Commercial Law Article, §99-201, Annotated Code of Maryland.',
      },
      {
        label: 'B.',
        path: 'B',
        depth: 0,
        text: 'A term not defined in §A of this regulation has its ordinary meaning.',
      },
    ]);
    // A paragraph is cited as the regulation's citation followed by its path, as the comar grammar reads it.
    expect(`${definitions.citation}${definitions.paragraphs[2]!.path}`).toBe('COMAR 98.01.01.02A(1)(a)');
    // A regulation's own text before its paragraphs is an unlabelled paragraph.
    expect(sections.get('98.01.01.01')!.paragraphs.map((p) => [p.label, p.path])).toEqual([
      ['', ''],
      ['A.', 'A'],
      ['B.', 'B'],
    ]);
  });

  it('takes cross-references from cites of COMAR, not from a cite of the Maryland Code, nor its own', async () => {
    const sections = byNumber(await readFiles(await fixture('comar')));
    expect(sections.get('98.01.01.02')!.crossReferences).toEqual(['98.01.01.01']);
    expect(sections.get('98.01.01.01')!.crossReferences).toEqual([]);
  });

  it('imports a transferred chapter as one section, repealed, with its reason as a Status note', async () => {
    const chapter = byNumber(await readFiles(await fixture('comar'))).get('98.01.02')!;
    expect(chapter).toEqual({
      number: '98.01.02',
      heading: 'Widget Auctions',
      citation: 'COMAR 98.01.02',
      hierarchy: [TITLE_98, SUBTITLE_01],
      paragraphs: [],
      notes: [
        { type: 'Status', text: 'Transferred to COMAR 98.02.01' },
        { type: 'History', text: 'Chapter transferred effective March 1, 2032 (59:5 Md. R. 200)' },
      ],
      crossReferences: [],
      areas: [],
      status: 'repealed',
    });
  });

  it('imports the source row with its grammar, and each regulation with its cite key', async () => {
    const report = await importFiles(await fixture('comar'));
    expect(report).toMatchObject({
      format: 'open-law-xml',
      read: 3,
      added: 3,
      withdrawn: 0,
      failed: 0,
      failures: [],
    });
    const [source] = await handle.db.select().from(librarySources);
    expect(source).toMatchObject({
      key: 'us-md-comar',
      jurisdiction: 'US-MD',
      kind: 'regulation',
      format: 'open-law-xml',
      citationPrefix: 'COMAR',
    });
    expect(source!.citationGrammar).toMatchObject({ name: 'comar' });
    const [stored] = await queryRows<{ name: string }>(
      handle.db,
      sql`select citation_grammar->>'name' as name from library_sources where key = 'us-md-comar'`,
    );
    expect(stored!.name).toBe('comar');
    const rows = await sectionRows();
    expect([...rows.values()].map((row) => [row.number, row.citeKey, row.citeSection, row.status])).toEqual([
      ['98.01.01.01', 'comar 98.01.01.01', '98.01.01.01', 'in_force'],
      ['98.01.01.02', 'comar 98.01.01.02', '98.01.01.02', 'in_force'],
      ['98.01.02', 'comar 98.01.02', '98.01.02', 'repealed'],
    ]);
    expect(rows.get('98.01.01.01')!.citedBy).toBe(1);
  });

  it('withdraws a chapter that vanished, since the collection’s index makes the import complete', async () => {
    await importFiles(await fixture('comar'));
    const files = await fixture('comar');
    files.delete(`${COMAR}/98/01/02.xml`);
    files.set(
      `${COMAR}/98/01/index.xml`,
      files.get(`${COMAR}/98/01/index.xml`)!.replace('  <xi:include href="./02.xml"/>\n', ''),
    );
    const report = await importFiles(files);
    expect(report).toMatchObject({ read: 2, unchanged: 2, withdrawn: 1, failed: 0 });
    expect((await sectionRows()).get('98.01.02')!.withdrawnAt).toBeInstanceOf(Date);
  });

  it('reports a malformed chapter file with its reason, and imports the rest', async () => {
    const files = await fixture('comar');
    files.set(
      `${COMAR}/98/01/02.xml`,
      `<?xml version='1.0' encoding='utf-8'?>\n<container xmlns="https://open.law/schemas/library"><prefix>Chapter</prefix><num>02</num><heading>Widget Auctions`,
    );
    const report = await importFiles(files);
    expect(report).toMatchObject({ read: 3, added: 2, failed: 1 });
    expect(report.failures).toEqual([
      { file: `${COMAR}/98/01/02.xml`, reason: expect.stringMatching(/^is not well-formed XML \(.+\)$/) },
    ]);
    expect([...(await sectionRows()).keys()]).toEqual(['98.01.01.01', '98.01.01.02']);
  });

  it('reports a file an index names but the folder lacks, and imports the rest', async () => {
    const files = await fixture('comar');
    files.set(
      `${COMAR}/98/01/index.xml`,
      files
        .get(`${COMAR}/98/01/index.xml`)!
        .replace(
          '<xi:include href="./02.xml"/>',
          '<xi:include href="./02.xml"/>\n  <xi:include href="./03.xml"/>',
        ),
    );
    const report = await importFiles(files);
    expect(report).toMatchObject({ read: 4, added: 3, failed: 1 });
    expect(report.failures).toEqual([
      { file: `${COMAR}/98/01/03.xml`, reason: 'is named in an index but missing' },
    ]);
    expect([...(await sectionRows()).keys()]).toEqual(['98.01.01.01', '98.01.01.02', '98.01.02']);
  });

  // A chapter file imported alone takes the title and subtitle from its folders: numbered from its own Chapter
  // level only, its regulations would be "01.01", no COMAR number, and a later full import would not match them.
  it('numbers a chapter file imported alone, in its place in the collection, as COMAR does', async () => {
    const files = await fixture('comar');
    for (const file of [...files.keys()]) if (file !== `${COMAR}/98/01/01.xml`) files.delete(file);
    const source = await readFiles(files);
    expect(source.meta.key).toBe('us-md-comar');
    expect(sectionsOf(source).map((s) => s.number)).toEqual(['98.01.01.01', '98.01.01.02']);
  });
});

describe('the D.C. Code through the same format (D.C. profile)', () => {
  it('is detected, and read as the D.C. Code, complete, as of its recency date', async () => {
    const { input } = await openImportInput(path.join(FIXTURES, 'dc'));
    expect(await openLawFormat.detect(input)).toBe(true);
    const source = await readFiles(await fixture('dc'));
    expect(source.meta).toMatchObject({
      key: 'us-dc-code',
      jurisdiction: 'US-DC',
      kind: 'statute',
      title: 'Code of the District of Columbia',
      citationPrefix: 'D.C. Code §',
      grammar: 'dc-code',
      format: 'open-law-xml',
      asOf: '2031-06-30',
    });
    expect(source.complete).toBe(true);
    expect(failuresOf(source)).toEqual([]);
  });

  it('numbers sections whole, cites them, and takes "§1-102|(a)" as a cross-reference to 1-102', async () => {
    const source = await readFiles(await fixture('dc'));
    expect(sectionsOf(source).map((s) => s.number)).toEqual(['1-101', '1-102', '1-1001']);
    const section = byNumber(source).get('1-101')!;
    expect(section).toEqual({
      number: '1-101',
      heading: 'Fictional widget districts.',
      citation: 'D.C. Code § 1-101',
      hierarchy: [
        { prefix: 'Title', num: '1', heading: 'Fictional Government.' },
        { prefix: 'Chapter', num: '1', heading: 'Fictional Charter.' },
      ],
      paragraphs: [
        {
          label: '(a)',
          path: '(a)',
          depth: 0,
          text: 'The widget districts are those described in § 1-102(a).',
        },
        { label: '(1)', path: '(a)(1)', depth: 1, text: 'The first district is the northern one.' },
        { label: '(b)', path: '(b)', depth: 0, text: 'The Mayor keeps the map of the districts.' },
      ],
      notes: [{ type: 'History', text: 'Fictional Law 99-1, § 2, written for tests.' }],
      crossReferences: ['1-102'],
      areas: [],
      status: 'in_force',
    });
    expect(byNumber(source).get('1-1001')!.hierarchy).toEqual([
      { prefix: 'Title', num: '1', heading: 'Fictional Government.' },
      { prefix: 'Chapter', num: '10', heading: 'Fictional Widget Offices.' },
    ]);
  });

  it('imports its sections with the D.C. grammar’s cite keys', async () => {
    const report = await importFiles(await fixture('dc'));
    expect(report).toMatchObject({ format: 'open-law-xml', added: 3, failed: 0 });
    const [source] = await handle.db.select().from(librarySources);
    expect(source).toMatchObject({ key: 'us-dc-code', jurisdiction: 'US-DC', asOf: '2031-06-30' });
    expect(source!.citationGrammar).toMatchObject({ name: 'dc-code' });
    const rows = await sectionRows();
    expect([...rows.values()].map((row) => [row.number, row.citeKey, row.citeSection])).toEqual([
      ['1-101', 'dc 1-101', '1-101'],
      ['1-102', 'dc 1-102', '1-102'],
      ['1-1001', 'dc 1-1001', '1-1001'],
    ]);
    expect(rows.get('1-102')!.citedBy).toBe(1);
  });

  // Only a reason, or a heading that is the word itself, says a section is no longer law: in the real D.C. Code
  // 42 sections in force have such a word in their heading, e.g. § 42-3131.06 "Registration of vacant buildings.".
  it('keeps a section in force whose heading merely mentions a vacant or expired thing', () => {
    const profile = OPEN_LAW_PROFILES.find((p) => p.source.key === 'us-dc-code')!;
    const parse = (heading: string) =>
      parseSection(
        parseXml(
          `<section xmlns="${DC_NAMESPACE}"><num>1-1002</num><heading>${heading}</heading><text>A widget depot is registered each year.</text></section>`,
        ),
        [],
        profile,
        () => [],
      );
    expect(parse('Registration of vacant widget depots.').status).toBe('in_force');
    expect(parse('Renewal of expired widget permits.').status).toBe('in_force');
  });
});

/**
 * The D.C. fixture with 1-102 in two versions, as the code publishes them: its text with temporary amendments,
 * whose editor's note says when they expire, and its permanent text filed under Title 99 ("1-102(Perm)").
 */
async function twoVersions(until: string): Promise<FixtureFiles> {
  const files = await fixture('dc');
  const code = `${DC}/index.xml`;
  files.set(
    code,
    files
      .get(code)!
      .replace('<xi:include href="./titles/1/index.xml"/>', '$&<xi:include href="./titles/99/index.xml"/>'),
  );
  const temporary = `${DC}/titles/1/sections/1-102.xml`;
  files.set(
    temporary,
    files
      .get(temporary)!
      .replace(
        '<heading>',
        `<text>*NOTE: This section includes amendments by temporary legislation that will expire on ${until}. To view the text of this section after the expiration of all emergency and temporary legislation, click this link: <cite path="§1-102(Perm)">Permanent Version</cite>.*</text><heading>`,
      )
      .replace('follows the ward lines', 'follows the ward lines of 2030'),
  );
  // Sections on other things beside it, so its words are rare enough for a search to weigh them.
  const others = ['lamps', 'bridges', 'parks', 'wells', 'kilns', 'docks', 'mills', 'forges'];
  others.forEach((thing, i) =>
    files.set(
      `${DC}/titles/99/1-90${i}.xml`,
      `<section xmlns="${DC_NAMESPACE}"><num>1-90${i}</num><heading>Fictional ${thing}.</heading><text>The Mayor registers ${thing} each year.</text></section>`,
    ),
  );
  files.set(
    `${DC}/titles/99/index.xml`,
    `<container xmlns="${DC_NAMESPACE}" xmlns:xi="http://www.w3.org/2001/XInclude"><prefix>Title</prefix><num>99</num><heading>Reserved sections.</heading><xi:include href="./1-102(Perm).xml"/>${others.map((_, i) => `<xi:include href="./1-90${i}.xml"/>`).join('')}</container>`,
  );
  files.set(
    `${DC}/titles/99/1-102(Perm).xml`,
    `<section xmlns="${DC_NAMESPACE}"><num>1-102(Perm)</num><heading>Widget district boundaries.</heading><para><num>(a)</num><text>Each widget district follows the ward lines of 2020.</text></para></section>`,
  );
  return files;
}

describe('a D.C. Code section in two versions', () => {
  it('reads both as versions of one section, cited as the code cites it, the note out of the text', async () => {
    const sections = byNumber(await readFiles(await twoVersions('March 3, 2031')));
    const temporary = sections.get('1-102')!;
    expect(temporary).toMatchObject({
      citation: 'D.C. Code § 1-102',
      version: { kind: 'temporary', of: '1-102', until: '2031-03-03' },
      crossReferences: [],
    });
    expect(temporary.paragraphs.map((p) => p.path)).toEqual(['(a)']);
    expect(temporary.notes).toContainEqual({
      type: 'Versions',
      text: 'NOTE: This section includes amendments by temporary legislation that will expire on March 3, 2031.',
    });
    expect(sections.get('1-102(Perm)')).toMatchObject({
      citation: 'D.C. Code § 1-102',
      version: { kind: 'permanent', of: '1-102', until: null },
    });
    expect(sections.get('1-101')!.version).toBeUndefined();
  });

  it('imports the permanent version in its section’s place, dated; a search and a citation find the one in force', async () => {
    for (const [until, inForce] of [
      ['January 1, 2999', '1-102'],
      ['January 1, 2001', '1-102(Perm)'],
    ] as const) {
      await handle.db.delete(librarySources);
      await importFiles(await twoVersions(until));
      const rows = await sectionRows();
      const permanent = rows.get('1-102(Perm)')!;
      expect(permanent.version).toEqual({
        kind: 'permanent',
        of: '1-102',
        until: rows.get('1-102')!.version!.until,
      });
      expect(permanent.hierarchy).toEqual(rows.get('1-102')!.hierarchy);
      expect(permanent.citeKey).toBe('dc 1-102');
      const found = await searchLibrary(handle.db, 'widget district ward lines', { limit: 10 });
      expect(
        found.hits.filter((hit) => hit.citation === 'D.C. Code § 1-102').map((hit) => hit.sectionId),
      ).toEqual([rows.get(inForce)!.id]);
      const cited = await searchLibrary(handle.db, 'D.C. Code § 1-102(a)', { limit: 10 });
      expect(cited.hits[0]).toMatchObject({ sectionId: rows.get(inForce)!.id, paragraph: '(a)' });
    }
  });
});

describe('loose files without an index', () => {
  /** The D.C. fixture's section files alone, at the top of the folder. */
  async function looseSections(numbers: string[]): Promise<FixtureFiles> {
    const all = await fixture('dc');
    return new Map(numbers.map((n) => [`${n}.xml`, all.get(`${DC}/titles/1/sections/${n}.xml`)!]));
  }

  it('are read in number order as a part of the source, without hierarchy', async () => {
    const source = await readFiles(await looseSections(['1-1001', '1-102', '1-101']));
    expect(source.meta.key).toBe('us-dc-code');
    expect(source.meta.asOf).toBeNull();
    expect(source.complete).toBe(false);
    expect(failuresOf(source)).toEqual([]);
    // Numbers as numbers: 1-101 and 1-102 before 1-1001, though "1-1001.xml" sorts first as text.
    expect(sectionsOf(source).map((s) => [s.number, s.hierarchy])).toEqual([
      ['1-101', []],
      ['1-102', []],
      ['1-1001', []],
    ]);
  });

  it('withdraw nothing, and a section keeps the place in the hierarchy it had', async () => {
    await importFiles(await fixture('dc'));
    const before = await sectionRows();
    const report = await importFiles(await looseSections(['1-101']));
    expect(report).toMatchObject({ read: 1, added: 0, withdrawn: 0, failed: 0 });
    const after = await sectionRows();
    expect([...after.keys()]).toEqual(['1-101', '1-102', '1-1001']);
    expect([...after.values()].every((row) => row.withdrawnAt === null)).toBe(true);
    expect(after.get('1-101')!.hierarchy).toEqual(before.get('1-101')!.hierarchy);
    expect(after.get('1-101')!.paragraphs).toEqual(before.get('1-101')!.paragraphs);
  });

  // A loose section keeps the hierarchy its row had, in the key order a format writes (jsonb reorders keys, and
  // the content hash is of JSON): the same section must hash the same and stay untouched.
  it('leave a section whose file did not change untouched', async () => {
    await importFiles(await fixture('dc'));
    const before = await sectionRows();
    const report = await importFiles(await looseSections(['1-101']));
    expect(report).toMatchObject({ read: 1, changed: 0, unchanged: 1 });
    expect((await sectionRows()).get('1-101')!.updatedAt).toEqual(before.get('1-101')!.updatedAt);
  });
});
