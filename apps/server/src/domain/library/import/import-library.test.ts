import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dcCodeFixture, writeFiles, type FixtureFiles } from '../../../../test/dc-code-fixtures';
import { openTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/client';
import { librarySections, librarySources, libraryTerms } from '../../../db/schema/index';
import { searchLibrary } from '../search/search-library';
import { importLibrary, type ImportOptions } from './import-library';
import { openImportInput } from './import-input';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());
beforeEach(async () => {
  await handle.db.delete(librarySources);
});

async function importFiles(files: FixtureFiles, options: ImportOptions = {}) {
  const dir = await writeFiles(files);
  try {
    const { input, dispose } = await openImportInput(dir);
    try {
      return await importLibrary(handle.db, input, options);
    } finally {
      await dispose();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const sections = () => handle.db.select().from(librarySections).orderBy(librarySections.position);
const byNumber = async () => new Map((await sections()).map((row) => [row.number, row]));
/** Every row's updated_at (sources and sections), to show an import left them untouched. */
const stamps = async () => [
  ...(await handle.db.select().from(librarySources)).map((r) => `${r.key} ${r.updatedAt.toISOString()}`),
  ...(await sections()).map((r) => `${r.number} ${r.updatedAt.toISOString()}`),
];

describe('importing the D.C. Code XML', () => {
  it('reads the source, its sections in order, their hierarchy, status and areas', async () => {
    const report = await importFiles(dcCodeFixture());
    expect(report).toMatchObject({
      format: 'open-law-xml',
      read: 6,
      added: 6,
      changed: 0,
      unchanged: 0,
      withdrawn: 0,
      failed: 0,
      failures: [],
    });
    const [source] = await handle.db.select().from(librarySources);
    expect(source).toMatchObject({
      key: 'us-dc-code',
      jurisdiction: 'US-DC',
      kind: 'statute',
      title: 'Code of the District of Columbia',
      asOf: '2024-01-31',
      citationPrefix: 'D.C. Code §',
      areas: ['housing'],
      enabled: true,
    });
    const rows = await sections();
    expect(rows.map((r) => r.number)).toEqual([
      '1-101',
      '1-102',
      '1-201',
      '1-202',
      '42-3502.05',
      '42-3502.17',
    ]);
    expect(rows.map((r) => r.status)).toEqual([
      'in_force',
      'in_force',
      'repealed',
      'expired',
      'in_force',
      'in_force',
    ]);
    const byNum = new Map(rows.map((r) => [r.number, r]));
    expect(byNum.get('1-101')!.hierarchy).toEqual([
      { prefix: 'Title', num: '1', heading: 'Government Organization.' },
      { prefix: 'Chapter', num: '1', heading: 'District Charter.' },
    ]);
    expect(byNum.get('1-201')!.hierarchy).toEqual([
      { prefix: 'Title', num: '1', heading: 'Government Organization.' },
      { prefix: 'Chapter', num: '2', heading: 'Old Provisions.' },
      { prefix: 'Subchapter', num: 'I', heading: 'Past Rules.' },
    ]);
    expect(byNum.get('42-3502.17')!.areas).toEqual(['housing']);
    expect(byNum.get('1-101')!.areas).toEqual([]);
  });

  it('keeps paragraphs with their labels, paths, depth and text, and cites them', async () => {
    await importFiles(dcCodeFixture());
    const section = (await byNumber()).get('1-101')!;
    expect(section.heading).toBe('Territory of the District.');
    expect(section.citation).toBe('D.C. Code § 1-101');
    expect(section.paragraphs).toEqual([
      {
        label: '(a)',
        path: '(a)',
        depth: 0,
        text: 'The District covers the land described in section 1-102(a).',
      },
      { label: '(1)', path: '(a)(1)', depth: 1, text: 'Its first part is the northern ward.' },
      { label: '(2)', path: '(a)(2)', depth: 1, text: 'Its second part is the southern ward.' },
      { label: '(A)', path: '(a)(2)(A)', depth: 2, text: 'The southern ward includes the river bank.' },
      { label: '(b)', path: '(b)', depth: 0, text: 'Boundaries are kept by the surveyor.' },
    ]);
    // A paragraph is cited as the section's label followed by its path.
    expect(`${section.citation}${section.paragraphs[1]!.path}`).toBe('D.C. Code § 1-101(a)(1)');
    expect(section.body).toBe(
      [
        '(a) The District covers the land described in section 1-102(a).',
        '(1) Its first part is the northern ward.',
        '(2) Its second part is the southern ward.',
        '(A) The southern ward includes the river bank.',
        '(b) Boundaries are kept by the surveyor.',
      ].join('\n'),
    );
    expect(section.notes).toEqual([
      { type: 'History', text: 'Invented Law 1-1, § 2, a fixture for tests.' },
      { type: 'Section References', text: 'This section is referenced in § 42-3502.05.' },
    ]);
  });

  it('records cross-references from the text (not from the annotations), without the section itself', async () => {
    await importFiles(dcCodeFixture());
    const rows = await byNumber();
    expect(rows.get('1-101')!.crossReferences).toEqual(['1-102']);
    expect(rows.get('42-3502.17')!.crossReferences).toEqual(['42-3502.05']);
    expect(rows.get('1-102')!.crossReferences).toEqual([]);
  });

  it('marks repealed and expired sections and keeps the reason as a note', async () => {
    await importFiles(dcCodeFixture());
    const rows = await byNumber();
    expect(rows.get('1-201')).toMatchObject({
      status: 'repealed',
      heading: 'Former licensing of carriages',
      paragraphs: [{ label: '', path: '', depth: 0, text: 'Repealed.' }],
    });
    expect(rows.get('1-201')!.notes[0]).toEqual({ type: 'Status', text: 'Repealed' });
    expect(rows.get('1-202')).toMatchObject({
      status: 'expired',
      heading: 'Temporary parking waiver. [Expired]',
    });
  });

  it('makes sections searchable by heading and text', async () => {
    await importFiles(dcCodeFixture());
    // The import writes the source's search index: its words find the section by its heading and text.
    const { hits } = await searchLibrary(handle.db, 'deposits landlord', { limit: 5 });
    expect(hits[0]!.citation).toBe('D.C. Code § 42-3502.17');
    const terms = await handle.db.select().from(libraryTerms).where(eq(libraryTerms.lexeme, 'deposit'));
    expect(terms).toHaveLength(1);
  });

  it('takes the jurisdiction and as-of date given to the import over the files’', async () => {
    await importFiles(dcCodeFixture(), { asOf: '2024-10-20' });
    const [source] = await handle.db.select().from(librarySources);
    expect(source!.asOf).toBe('2024-10-20');
  });
});

describe('re-importing', () => {
  it('leaves everything untouched when nothing changed', async () => {
    await importFiles(dcCodeFixture());
    const before = await stamps();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await importFiles(dcCodeFixture());
    expect(again).toMatchObject({ read: 6, added: 0, changed: 0, unchanged: 6, withdrawn: 0, failed: 0 });
    expect(await stamps()).toEqual(before);
  });

  it('updates a changed section and only that one', async () => {
    await importFiles(dcCodeFixture());
    const before = await byNumber();
    const changedXml = dcCodeFixture()
      .get('us/dc/council/code/titles/1/sections/1-102.xml')!
      .replace('There are two wards.', 'There are three wards.');
    const report = await importFiles(dcCodeFixture({ sections: { '1-102': changedXml } }));
    expect(report).toMatchObject({ added: 0, changed: 1, unchanged: 5, withdrawn: 0 });
    const after = await byNumber();
    expect(after.get('1-102')!.paragraphs[0]!.text).toBe('There are three wards.');
    expect(after.get('1-102')!.id).toBe(before.get('1-102')!.id);
    expect(after.get('1-102')!.updatedAt.getTime()).toBeGreaterThan(before.get('1-102')!.updatedAt.getTime());
    expect(after.get('1-101')!.updatedAt).toEqual(before.get('1-101')!.updatedAt);
  });

  it('marks a vanished section withdrawn, keeps its row, and brings it back when it returns', async () => {
    await importFiles(dcCodeFixture());
    const before = await byNumber();
    const report = await importFiles(dcCodeFixture({ omit: ['1-102'] }));
    // The sections after it moved up one place, but their content did not change.
    expect(report).toMatchObject({ read: 5, added: 0, changed: 0, unchanged: 5, withdrawn: 1, failed: 0 });
    const after = await byNumber();
    expect(after.get('1-102')!.withdrawnAt).toBeInstanceOf(Date);
    expect(after.get('1-102')!.paragraphs).toEqual(before.get('1-102')!.paragraphs);
    expect(after.get('42-3502.17')!.updatedAt).toEqual(before.get('42-3502.17')!.updatedAt);

    const returned = await importFiles(dcCodeFixture());
    expect(returned).toMatchObject({ added: 0, changed: 1, unchanged: 5, withdrawn: 0 });
    const back = await byNumber();
    expect(back.get('1-102')).toMatchObject({ id: before.get('1-102')!.id, withdrawnAt: null });
    expect([...back.values()].map((r) => r.number)).toEqual([...before.keys()]);
  });

  it('reports a section file that fails to parse and leaves its row as it was', async () => {
    await importFiles(dcCodeFixture());
    const before = (await byNumber()).get('1-102')!;
    const report = await importFiles(dcCodeFixture({ sections: { '1-102': '<section><num>1-102</num>' } }));
    expect(report).toMatchObject({ read: 6, changed: 0, unchanged: 5, withdrawn: 0, failed: 1 });
    expect(report.failures).toEqual([
      {
        file: 'us/dc/council/code/titles/1/sections/1-102.xml',
        reason: expect.stringMatching(/^is not well-formed XML \(.+\)$/),
      },
    ]);
    expect((await byNumber()).get('1-102')).toEqual(before);
  });
});

describe('bad section files', () => {
  const BOMB = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<section xmlns="https://code.dccouncil.us/schemas/dc-library"><num>1-102</num><heading>&lol9;</heading></section>`;
  const DEEP = `<section xmlns="https://code.dccouncil.us/schemas/dc-library"><num>1-102</num>${'<para>'.repeat(80)}${'</para>'.repeat(80)}</section>`;
  const cases: [string, string, string | RegExp][] = [
    ['malformed XML', '<section><num>1-102</num><heading>Open', /^is not well-formed XML \(.+\)$/],
    ['an empty file', '  \n', 'is empty'],
    ['an XML bomb (billion laughs)', BOMB, 'declares a DTD, which is not accepted'],
    ['XML nested more than 64 deep', DEEP, 'nests elements more than 64 deep'],
    [
      'another element than a section',
      '<chapter xmlns="https://code.dccouncil.us/schemas/dc-library"/>',
      'holds a <chapter>, not a <section>',
    ],
    [
      'a section without a number',
      '<section xmlns="https://code.dccouncil.us/schemas/dc-library"><heading>No number</heading></section>',
      'has a section without a number',
    ],
  ];
  for (const [name, xml, reason] of cases) {
    it(`reports ${name} with its reason, imports the rest, and leaves that section as it was`, async () => {
      await importFiles(dcCodeFixture());
      const before = await byNumber();
      const report = await importFiles(dcCodeFixture({ sections: { '1-102': xml } }));
      expect(report.failed).toBe(1);
      expect(report.unchanged).toBe(5);
      expect(report.failures).toHaveLength(1);
      expect(report.failures[0]!.file).toBe('us/dc/council/code/titles/1/sections/1-102.xml');
      if (typeof reason === 'string') expect(report.failures[0]!.reason).toBe(reason);
      else expect(report.failures[0]!.reason).toMatch(reason);
      expect(await byNumber()).toEqual(before);
    });
  }

  it('imports nothing for a broken file on a first import, and the other sections', async () => {
    const report = await importFiles(dcCodeFixture({ sections: { '1-102': '' } }));
    expect(report).toMatchObject({ added: 5, failed: 1 });
    expect((await byNumber()).has('1-102')).toBe(false);
  });

  it('reports a title index that fails to parse, and a section an index names but the folder lacks', async () => {
    const files = dcCodeFixture();
    files.delete('us/dc/council/code/titles/42/sections/42-3502.05.xml');
    files.set('us/dc/council/code/titles/1/index.xml', '<container><prefix>Title</prefix>');
    const report = await importFiles(files);
    expect(report.failures).toEqual([
      { file: 'us/dc/council/code/titles/1/index.xml', reason: expect.stringMatching(/^is not well-formed/) },
      {
        file: 'us/dc/council/code/titles/42/sections/42-3502.05.xml',
        reason: 'is named in an index but missing',
      },
    ]);
    // Title 1's sections still come in, without their hierarchy.
    const rows = await byNumber();
    expect(rows.get('1-101')!.hierarchy).toEqual([]);
    expect(rows.get('42-3502.17')!.hierarchy).toHaveLength(2);
  });
});

describe('the import’s source row', () => {
  it('is one per key, updated in place', async () => {
    await importFiles(dcCodeFixture());
    await importFiles(dcCodeFixture({ through: '2024-06-30' }));
    const rows = await handle.db.select().from(librarySources).where(eq(librarySources.key, 'us-dc-code'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.asOf).toBe('2024-06-30');
  });
});

describe('an import beside the server’s other requests', () => {
  it('lets them run while it writes, although the embedded database answers in the same thread', async () => {
    // One loose chapter of 300 sections: it parses in one step, so only the writes could let others in.
    const body = Array.from(
      { length: 300 },
      (_, i) =>
        `<section><num>97-${i + 1}</num><heading>Provision ${i + 1}.</heading><para><num>(a)</num><text>The owner shall keep the record ${i}.</text></para></section>`,
    ).join('');
    const files: FixtureFiles = new Map([
      [
        'title-97.xml',
        `<container xmlns="https://code.dccouncil.us/schemas/dc-library"><prefix>Title</prefix><num>97</num><heading>Test.</heading>${body}</container>`,
      ],
    ]);
    // Counts the event loop's turns: each runs the queued immediates once.
    let turns = 0;
    let next: NodeJS.Immediate;
    const spin = () => {
      turns += 1;
      next = setImmediate(spin);
    };
    next = setImmediate(spin);
    const seen: number[] = [];
    try {
      await importFiles(files, { onProgress: (report) => void (report.read < 300 && seen.push(turns)) });
    } finally {
      clearImmediate(next);
    }
    // Other work ran between every two batches of sections written, before the index was.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });
});
