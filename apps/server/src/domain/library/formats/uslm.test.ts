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
import { openImportInput } from '../import/import-input';
import { isFailure, type ImportFailure, type ParsedSection, type SourceMeta } from './format';
import { parseUslmSection, USLM_NAMESPACE, uslmFormat } from './uslm';
import { parseXml } from './xml-tree';

/**
 * The fixtures are fictional sections in the U.S. Code's USLM shapes (test/fixtures/library-formats): `uslm` is a
 * folder of section files as the Code is sliced for download (usc/15/9901.xml, a twin 9901_2.xml, 9901-1.xml
 * whose identifier has an en dash, a repealed 42 U.S.C. 9904), `uslm-title` one title document (`<uscDoc>`).
 */
const FIXTURES = fileURLToPath(new URL('../../../../test/fixtures/library-formats/', import.meta.url));

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

const sectionFile = async (file: string) =>
  parseUslmSection(parseXml(await fs.readFile(path.join(FIXTURES, 'uslm/usc', file), 'utf8')));

type ReadSource = {
  meta: SourceMeta;
  complete: boolean | undefined;
  items: (ParsedSection | ImportFailure)[];
};

/** What `uslmFormat.read` makes of the files: its one source, with every section and failure it yields. */
async function readFiles(files: FixtureFiles): Promise<ReadSource> {
  const dir = await writeFiles(files, 'amicus-uslm-');
  try {
    const { input } = await openImportInput(dir);
    const sources: ReadSource[] = [];
    for await (const source of uslmFormat.read(input)) {
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

async function importFiles(files: FixtureFiles) {
  const dir = await writeFiles(files, 'amicus-uslm-');
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

const PARAGRAPHS_9901 = [
  {
    label: '(a)',
    path: '(a)',
    depth: 0,
    text: 'Written notice. Before a sale of a fictional widget, the seller shall give the buyer a written notice that—',
  },
  { label: '(1)', path: '(a)(1)', depth: 1, text: 'states the total price, including—' },
  { label: '(A)', path: '(a)(1)(A)', depth: 2, text: 'each fee for—' },
  { label: '(i)', path: '(a)(1)(A)(i)', depth: 3, text: 'delivery of the widget; and' },
  {
    label: '(ii)',
    path: '(a)(1)(A)(ii)',
    depth: 3,
    text: 'assembly of the widget under section 9902 of this title,',
  },
  // (A)'s continuation comes after its clauses, under (A)'s own path.
  { label: '', path: '(a)(1)(A)', depth: 2, text: 'stated as one sum; and' },
  { label: '(B)', path: '(a)(1)(B)', depth: 2, text: 'any discount the seller allows; and' },
  {
    label: '(2)',
    path: '(a)(2)',
    depth: 1,
    text: 'names the seller as registered under Public Law 90–321.',
  },
  {
    label: '',
    path: '(a)',
    depth: 0,
    text: 'The notice shall be printed in type no smaller than the largest type in the contract.',
  },
  {
    label: '(b)',
    path: '(b)',
    depth: 0,
    text: 'Exceptions. Subsection (a) does not apply to a sale of a widget financed under section 9903 of title 42, nor to a sale for which the buyer waived subsection (a) in writing.',
  },
];

describe('a USLM section (parseUslmSection)', () => {
  it('is numbered and cited by its title and section, with its heading and its title as its level', async () => {
    const section = await sectionFile('15/9901.xml');
    expect(section).toMatchObject({
      number: '15 U.S.C. 9901',
      citation: '15 U.S.C. § 9901',
      heading: 'Notice of widget prices',
      hierarchy: [{ prefix: 'Title', num: '15', heading: 'Commerce and Trade' }],
      status: 'in_force',
    });
    expect((await sectionFile('42/9903.xml')).hierarchy).toEqual([
      { prefix: 'Title', num: '42', heading: 'The Public Health and Welfare' },
    ]);
  });

  it('flattens subsections, paragraphs, subparagraphs and clauses with their labels, paths and depth', async () => {
    const section = await sectionFile('15/9901.xml');
    expect(section.paragraphs).toEqual(PARAGRAPHS_9901);
    expect(section.paragraphs.map((p) => p.path)).toEqual(
      expect.arrayContaining(['(a)', '(a)(1)', '(a)(1)(A)', '(a)(1)(A)(i)']),
    );
    // A paragraph is cited as the section's citation followed by its path.
    expect(`${section.citation}${section.paragraphs[3]!.path}`).toBe('15 U.S.C. § 9901(a)(1)(A)(i)');
  });

  it('leads a level’s text with its heading, and reads chapeau, content and continuation in order', async () => {
    const { paragraphs } = await sectionFile('15/9901.xml');
    const texts = paragraphs.map((p) => p.text);
    expect(texts[0]).toMatch(/^Written notice\. Before a sale/);
    expect(texts.at(-1)).toMatch(/^Exceptions\. Subsection \(a\)/);
    // (a)'s continuation follows every paragraph of (a) and precedes (b).
    const continuation = paragraphs.findIndex((p) => p.text.startsWith('The notice shall be printed'));
    expect(continuation).toBe(paragraphs.findIndex((p) => p.path === '(b)') - 1);
    expect(paragraphs[continuation]).toMatchObject({ label: '', path: '(a)', depth: 0 });
  });

  it('takes a section with content only as one unlabelled paragraph', async () => {
    const section = await sectionFile('15/9902.xml');
    expect(section.paragraphs).toEqual([
      {
        label: '',
        path: '',
        depth: 0,
        text: 'A seller who assembles a widget shall state the assembly fee in the notice required by section 9901 of this title and keep it with the records under section 9901–1 of this title.',
      },
    ]);
  });

  it('takes cross-references from its refs to sections of the Code only: not a Public Law, not itself, not its notes', async () => {
    const section = await sectionFile('15/9901.xml');
    expect(section.crossReferences).toEqual(['15 U.S.C. 9902', '42 U.S.C. 9903']);
    // A section number with an en dash in its identifier is written with a hyphen, as the library numbers it.
    expect((await sectionFile('15/9902.xml')).crossReferences).toEqual([
      '15 U.S.C. 9901',
      '15 U.S.C. 9901-1',
    ]);
    expect((await sectionFile('42/9903.xml')).crossReferences).toEqual(['15 U.S.C. 9901']);
  });

  it('keeps its source credit and notes apart from its paragraphs', async () => {
    const section = await sectionFile('15/9901.xml');
    expect(section.notes).toEqual([
      { type: 'Source credit', text: '(Pub. L. 131–2, title I, § 101, Jan. 2, 2031, 999 Stat. 1.)' },
      {
        type: 'Effective Date',
        text: 'Section effective 90 days after Jan. 2, 2031, see section 9950 of this title.',
      },
      // A note without a heading is named by its topic; a heading alone (a cross heading) is no note.
      {
        type: 'shortTitle',
        text: 'This chapter may be cited as the “Fictional Consumer Protection Act”.',
      },
    ]);
    for (const paragraph of section.paragraphs)
      expect(paragraph.text).not.toMatch(/Pub\. L\. 131|Stat\.|effective|Fictional Consumer Protection Act/);
  });

  it('takes its legal areas from the title and section ranges of us-code.json', async () => {
    expect((await sectionFile('15/1692z.xml')).areas).toEqual(['debt', 'consumer']);
    expect((await sectionFile('15/9901.xml')).areas).toEqual(['business', 'consumer']);
    expect((await sectionFile('42/9903.xml')).areas).toEqual([]);
  });

  it('is repealed when its status attribute says so', async () => {
    const section = await sectionFile('42/9904.xml');
    expect(section).toMatchObject({
      number: '42 U.S.C. 9904',
      heading: 'Widget study commission',
      status: 'repealed',
      paragraphs: [],
    });
    expect(section.notes).toEqual([
      {
        type: 'Prior Provisions',
        text: 'This section, which set up a commission to study widgets, was repealed by Pub. L. 131–20, § 4.',
      },
    ]);
  });

  it('writes a section number with an en dash with a hyphen', async () => {
    expect(await sectionFile('15/9901-1.xml')).toMatchObject({
      number: '15 U.S.C. 9901-1',
      citation: '15 U.S.C. § 9901-1',
      crossReferences: ['15 U.S.C. 9901'],
    });
  });

  it('refuses a section without a U.S. Code identifier', () => {
    const xml = `<section xmlns="${USLM_NAMESPACE}"><num value="9909">§ 9909.</num><heading> Nameless</heading></section>`;
    expect(() => parseUslmSection(parseXml(xml))).toThrow('has a section without a U.S. Code identifier');
  });

  // A heading that merely starts with such a word is a section in force: 5 U.S.C. 3348 "Vacant office", the
  // sections headed "Transferred assets" in the real Code, none with a status.
  it('keeps a section in force whose heading merely begins with “Vacant”', () => {
    const section = parseUslmSection(
      parseXml(
        `<section xmlns="${USLM_NAMESPACE}" identifier="/us/usc/t15/s9908"><num value="9908">§ 9908.</num><heading> Vacant widget inspector posts</heading><content> The Secretary shall fill a vacant widget inspector post within 90 days.</content></section>`,
      ),
    );
    expect(section.status).toBe('in_force');
  });

  // A heading ending with its own punctuation (the Code's "In general.—", some 93,000 of them) gets no stop added.
  it('leads a level’s text with a heading written “In general.—” without a stop after the dash', () => {
    const section = parseUslmSection(
      parseXml(
        `<section xmlns="${USLM_NAMESPACE}" identifier="/us/usc/t15/s9907"><num value="9907">§ 9907.</num><heading> Widget warranties</heading><subsection identifier="/us/usc/t15/s9907/a"><num value="a">(a)</num><heading> <inline class="small-caps">In general</inline>.—</heading><content>A seller shall honour each widget warranty.</content></subsection></section>`,
      ),
    );
    const text = section.paragraphs[0]!.text;
    expect(text).toMatch(/^In general\b.*A seller shall honour each widget warranty\.$/);
    expect(text).not.toContain('—.');
  });
});

describe('reading USLM files (uslmFormat)', () => {
  it('detects USLM by its namespace, and not the D.C. Code’s XML', async () => {
    for (const [folder, expected] of [
      ['uslm', true],
      ['uslm-title', true],
      ['dc', false],
      ['comar', false],
    ] as const) {
      const { input } = await openImportInput(path.join(FIXTURES, folder));
      expect(await uslmFormat.detect(input), folder).toBe(expected);
    }
    // A D.C. section file alone.
    const dcSection = path.join(FIXTURES, 'dc/us/dc/council/code/titles/1/sections/1-101.xml');
    const { input } = await openImportInput(dcSection);
    expect(await uslmFormat.detect(input)).toBe(false);
  });

  it('reads one source, the United States Code, that a part of the Code does not complete', async () => {
    const source = await readFiles(await fixture('uslm'));
    expect(source.meta).toMatchObject({
      key: 'us-usc',
      title: 'United States Code',
      jurisdiction: 'US',
      kind: 'statute',
      grammar: 'usc',
      format: 'uslm',
      edition: null,
      asOf: null,
    });
    // Two titles of the Code's fifty-odd: nothing missing from them may be withdrawn.
    expect(source.complete).toBe(false);
  });

  it('reads every section file, titles in order, and numbers a twin file as the second of its number', async () => {
    const source = await readFiles(await fixture('uslm'));
    expect(failuresOf(source)).toEqual([]);
    const sections = sectionsOf(source);
    const numbers = sections.map((s) => s.number);
    expect([...numbers].sort()).toEqual([
      '15 U.S.C. 1692z',
      '15 U.S.C. 9901',
      '15 U.S.C. 9901 (2)',
      '15 U.S.C. 9901-1',
      '15 U.S.C. 9902',
      '42 U.S.C. 9903',
      '42 U.S.C. 9904',
    ]);
    // Title 15 before title 42, and sections by number within a title (1692z before 9901).
    expect(numbers[0]).toBe('15 U.S.C. 1692z');
    expect(numbers.slice(-2)).toEqual(['42 U.S.C. 9903', '42 U.S.C. 9904']);
    const twin = sections.find((s) => s.number === '15 U.S.C. 9901 (2)')!;
    expect(twin).toMatchObject({
      citation: '15 U.S.C. § 9901',
      heading: 'Widget recall notices',
      paragraphs: [
        {
          label: '',
          path: '',
          depth: 0,
          text: 'A seller shall post each widget recall notice in a place where buyers will see it.',
        },
      ],
    });
    expect(sections.find((s) => s.number === '42 U.S.C. 9904')!.status).toBe('repealed');
  });

  // A section comes before its twin and its dashed successors: 15 U.S.C. 7a before 7a-1, and 5 U.S.C. 3598 before
  // 3598_2.xml, whose footnote says "Another section 3598 is set out preceding this section".
  it('reads a section before its twin and before the sections numbered after it with a dash', async () => {
    const numbers = sectionsOf(await readFiles(await fixture('uslm'))).map((s) => s.number);
    expect(numbers.indexOf('15 U.S.C. 9901')).toBeLessThan(numbers.indexOf('15 U.S.C. 9901 (2)'));
    expect(numbers.indexOf('15 U.S.C. 9901')).toBeLessThan(numbers.indexOf('15 U.S.C. 9901-1'));
  });

  it('reads a title document’s sections in order, and its release point, leaving out what only records a repeal', async () => {
    const source = await readFiles(await fixture('uslm-title'));
    expect(source.meta.edition).toBe('131-7');
    expect(source.complete).toBe(false);
    expect(failuresOf(source)).toEqual([]);
    const sections = sectionsOf(source);
    // § 9912 is listed only as "Repealed." with no identifier; § 9913 was transferred, and says so.
    expect(sections.map((s) => [s.number, s.status])).toEqual([
      ['15 U.S.C. 9911', 'in_force'],
      ['15 U.S.C. 9913', 'repealed'],
      ['15 U.S.C. 9914', 'in_force'],
    ]);
    expect(sections[0]).toMatchObject({
      heading: 'Purpose',
      hierarchy: [{ prefix: 'Title', num: '15', heading: 'Commerce and Trade' }],
      paragraphs: [
        { label: '', path: '', depth: 0, text: 'This chapter protects buyers of fictional widgets.' },
      ],
    });
    expect(sections[2]!.paragraphs).toEqual([
      {
        label: '(a)',
        path: '(a)',
        depth: 0,
        text: 'Each widget dealer shall file a bond with the Secretary.',
      },
    ]);
  });

  // A section quoted in a note of a title document (an amendment note quoting old text, as in Title 18's
  // appendix) is not a section of the Code.
  it('does not take a section quoted in a note of a title document for a section of the Code', async () => {
    const files = await fixture('uslm-title');
    const quoted = `<note topic="amendments" id="idfxch199n"><heading>Amendments</heading><p>2032—Pub. L. 131–20 struck out a section which read: <quotedContent><section class="inline"><num value=""/><content>“A widget dealer shall display a sign.”</content></section></quotedContent></p></note>`;
    files.set(
      'usc/15/full.xml',
      files.get('usc/15/full.xml')!.replace('<heading>FICTIONAL WIDGET SALES</heading>', (h) => h + quoted),
    );
    const source = await readFiles(files);
    expect(failuresOf(source)).toEqual([]);
    expect(sectionsOf(source)).toHaveLength(3);
  });

  it('reports a malformed file and a file without an identifier with their reasons, and reads the rest', async () => {
    const files = await fixture('uslm');
    files.set(
      'usc/15/9905.xml',
      `<?xml version='1.0' encoding='UTF-8'?>\n<section xmlns="${USLM_NAMESPACE}" identifier="/us/usc/t15/s9905"><num value="9905">§ 9905.</num><heading> Unfinished</section>`,
    );
    files.set(
      'usc/15/9906.xml',
      `<?xml version='1.0' encoding='UTF-8'?>\n<section xmlns="${USLM_NAMESPACE}"><num value="9906">§ 9906.</num><heading> No identifier</heading><content> Text.</content></section>`,
    );
    const source = await readFiles(files);
    expect(failuresOf(source)).toEqual([
      { file: 'usc/15/9905.xml', reason: expect.stringMatching(/^is not well-formed XML \(.+\)$/) },
      { file: 'usc/15/9906.xml', reason: 'has a section without a U.S. Code identifier' },
    ]);
    expect(sectionsOf(source)).toHaveLength(7);

    const report = await importFiles(files);
    expect(report).toMatchObject({ format: 'uslm', read: 9, added: 7, failed: 2 });
    expect(report.failures).toEqual(failuresOf(source));
  });
});

describe('importing the U.S. Code into the library', () => {
  it('writes the source row with its citation grammar, and each section with its cite key', async () => {
    const report = await importFiles(await fixture('uslm'));
    expect(report).toMatchObject({
      format: 'uslm',
      read: 7,
      added: 7,
      changed: 0,
      withdrawn: 0,
      failed: 0,
      failures: [],
    });
    const [source] = await handle.db.select().from(librarySources);
    expect(source).toMatchObject({
      key: 'us-usc',
      title: 'United States Code',
      jurisdiction: 'US',
      kind: 'statute',
      format: 'uslm',
      citationPrefix: '',
      edition: null,
      areas: ['business', 'consumer', 'debt'],
    });
    expect(source!.citationGrammar).toMatchObject({ name: 'usc' });
    const [stored] = await queryRows<{ name: string }>(
      handle.db,
      sql`select citation_grammar->>'name' as name from library_sources where key = 'us-usc'`,
    );
    expect(stored!.name).toBe('usc');

    const rows = await sectionRows();
    const cites = Object.fromEntries(
      [...rows.values()].map((row) => [row.number, [row.citation, row.citeKey, row.citeSection]]),
    );
    expect(cites).toEqual({
      '15 U.S.C. 1692z': ['15 U.S.C. § 1692z', 'usc 15 1692z', '1692z'],
      '15 U.S.C. 9901': ['15 U.S.C. § 9901', 'usc 15 9901', '9901'],
      // The twin is cited as the Code cites it: by its number.
      '15 U.S.C. 9901 (2)': ['15 U.S.C. § 9901', 'usc 15 9901', '9901'],
      '15 U.S.C. 9901-1': ['15 U.S.C. § 9901-1', 'usc 15 9901-1', '9901-1'],
      '15 U.S.C. 9902': ['15 U.S.C. § 9902', 'usc 15 9902', '9902'],
      '42 U.S.C. 9903': ['42 U.S.C. § 9903', 'usc 42 9903', '9903'],
      '42 U.S.C. 9904': ['42 U.S.C. § 9904', 'usc 42 9904', '9904'],
    });

    const section = rows.get('15 U.S.C. 9901')!;
    expect(section).toMatchObject({
      heading: 'Notice of widget prices',
      hierarchy: [{ prefix: 'Title', num: '15', heading: 'Commerce and Trade' }],
      paragraphs: PARAGRAPHS_9901,
      crossReferences: ['15 U.S.C. 9902', '42 U.S.C. 9903'],
      areas: ['business', 'consumer'],
      status: 'in_force',
    });
    expect(section.body).not.toMatch(/Source credit|Effective|Pub\. L\. 131/);
    // Cross-references name sections as the library numbers them: 9902, 9901-1 and 42 U.S.C. 9903 cite 9901.
    expect(section.citedBy).toBe(3);
    expect(rows.get('42 U.S.C. 9904')!.status).toBe('repealed');
    expect(rows.get('15 U.S.C. 1692z')!.areas).toEqual(['debt', 'consumer']);
  });

  it('withdraws nothing when a part of the Code is imported again', async () => {
    await importFiles(await fixture('uslm'));
    const files = await fixture('uslm');
    for (const file of [...files.keys()]) if (file !== 'usc/42/9903.xml') files.delete(file);
    const report = await importFiles(files);
    expect(report).toMatchObject({ read: 1, unchanged: 1, withdrawn: 0, failed: 0 });
    const rows = await sectionRows();
    expect(rows.size).toBe(7);
    expect([...rows.values()].every((row) => row.withdrawnAt === null)).toBe(true);
  });
});
