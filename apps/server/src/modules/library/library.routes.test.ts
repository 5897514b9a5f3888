import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import {
  importFolder,
  importParsedSource,
  setSourceEnabled,
  writeDcFixture,
  type FixtureSection,
} from '../../../test/library-fixtures';

// Fixture law: real D.C. section numbers with short texts written for these tests (never the corpus's text).
const deposit: FixtureSection = {
  number: '42-3502.17',
  heading: 'Security deposit.',
  paragraphs: [
    [
      '(a)',
      'A housing provider shall hold a tenant security deposit in trust, except as § 42-3502.05 allows.',
    ],
    [
      '(b)',
      'Complaints about a deposit that was not returned may be heard by the Office of Administrative Hearings.',
    ],
    [
      '(c)',
      '',
      [
        ['(1)', 'No deposit may be withheld for ordinary wear and tear.'],
        [
          '(2)',
          'A promise to leave the premises in good repair does not oblige the tenant to replace obsolete fixtures; see § 42-3599.77.',
        ],
      ],
    ],
  ],
};
const exemptions: FixtureSection = {
  number: '42-3502.05',
  heading: 'Exemptions from rent stabilization.',
  paragraphs: [
    [
      '(a)',
      'Units exempt from the rent stabilization program, as § 42-3502.17(c)(1) describes for deposits.',
    ],
  ],
};
const repealed: FixtureSection = {
  number: '42-3502.99',
  heading: '',
  reason: 'Repealed.',
  paragraphs: [['(a)', 'A repealed rule on deposit receipts.']],
};
const vanishing: FixtureSection = {
  number: '42-3599.01',
  heading: 'Zephyrine escrow accounts.',
  paragraphs: [['(a)', 'Zephyrine escrow accounts hold rent in dispute.']],
};

const dcTitle = {
  title: { num: '42', heading: 'Real Property.' },
  chapter: { num: '35', heading: 'Rental Housing.' },
};

let t: TestApp;
let user: Session;
const folders: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndLogin(t.app);
  const first = await writeDcFixture({ ...dcTitle, sections: [deposit, exemptions, repealed, vanishing] });
  // Re-imported without one section: it is withdrawn, not deleted.
  const second = await writeDcFixture({ ...dcTitle, sections: [deposit, exemptions, repealed] });
  folders.push(first, second);
  await importFolder(t.db, first);
  await importFolder(t.db, second);
  await importParsedSource(
    t.db,
    {
      key: 'us-fixture',
      jurisdiction: 'US',
      title: 'Fixture United States Code',
      citationPrefix: 'F.U.S.C. §',
    },
    [
      {
        number: '15-1',
        heading: 'Federal security deposit rule.',
        paragraphs: [
          { label: '(a)', path: '(a)', depth: 0, text: 'A security deposit for federal housing.' },
        ],
        areas: ['housing'],
      },
    ],
  );
  await importParsedSource(
    t.db,
    {
      key: 'us-ca-fixture',
      jurisdiction: 'US-CA',
      title: 'Fixture California Code',
      citationPrefix: 'Cal. Fix. §',
    },
    [
      {
        number: '1950.5',
        heading: 'California security deposit.',
        paragraphs: [{ label: '(a)', path: '(a)', depth: 0, text: 'A security deposit in California.' }],
        areas: ['housing'],
      },
    ],
  );
  await setSourceEnabled(t.db, 'us-ca-fixture', false);
});
afterAll(async () => {
  await t.close();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

const get = (url: string) => asUser(t.app, user)({ method: 'GET', url: `/api/v1${url}` });
type Hit = {
  sectionId: number;
  citation: string;
  jurisdiction: string;
  sourceTitle: string;
  asOf: string | null;
  status: string;
  paragraph: string | null;
  snippet: string;
};
const search = async (query: string) => {
  const response = await get(`/library/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { mode: string; hits: Hit[]; page: number; hasMore: boolean };
};
const sectionIdOf = async (number: string) =>
  (await get(`/library/sections/by-citation?citation=${encodeURIComponent(number)}`)).json()
    .sectionId as number;

describe('GET /library/search', () => {
  it('looks a citation up in its usual forms', async () => {
    for (const q of ['42-3502.17', '§ 42-3502.17', 'D.C. Code § 42-3502.17']) {
      const result = await search(`q=${encodeURIComponent(q)}`);
      expect(result.mode).toBe('citation');
      expect(result.hits[0]).toMatchObject({
        citation: 'D.C. Code § 42-3502.17',
        jurisdiction: 'US-DC',
        paragraph: null,
      });
    }
    const paragraph = await search(`q=${encodeURIComponent('DC Code 42-3502.17(a)')}`);
    expect(paragraph.hits[0]).toMatchObject({ citation: 'D.C. Code § 42-3502.17(a)', paragraph: '(a)' });
  });

  it('searches words with highlighted snippets, the jurisdiction chosen first, then US, then the guides', async () => {
    const { mode, hits } = await search('q=security%20deposit&jurisdiction=US-DC');
    expect(mode).toBe('text');
    const order = hits.map((h) => h.jurisdiction);
    expect(order[0]).toBe('US-DC');
    expect(order).toContain('US');
    expect(order).toContain('general');
    const rank = { 'US-DC': 0, US: 1, general: 2 } as Record<string, number>;
    expect(order.map((j) => rank[j])).toEqual([...order.map((j) => rank[j]!)].sort());
    expect(hits.find((h) => h.citation === 'D.C. Code § 42-3502.17')!.snippet).toMatch(/\[\[deposit\]\]/i);
    // A federal search leaves D.C. law out.
    const federal = await search('q=security%20deposit&jurisdiction=US');
    expect(new Set(federal.hits.map((h) => h.jurisdiction))).toEqual(new Set(['US', 'general']));
  });

  it('searches every enabled jurisdiction when none is chosen: the best guides first, then most local first', async () => {
    const { hits } = await search('q=security%20deposit');
    // A plain-language guide answers a lay search best, and listed after every code it would go unseen.
    expect(hits[0]!.jurisdiction).toBe('general');
    const law = hits.filter((h) => h.jurisdiction !== 'general');
    expect([...new Set(law.map((h) => h.jurisdiction))]).toEqual(['US-DC', 'US']);
    // Each hit once.
    expect(new Set(hits.map((h) => h.sectionId)).size).toBe(hits.length);
    // A citation is looked up, not led by guides.
    const cited = await search(`q=${encodeURIComponent('§ 42-3502.17')}`);
    expect(cited.hits[0]!.citation).toBe('D.C. Code § 42-3502.17');
  });

  it('answers a page at a time, each hit once across pages, saying whether another follows', async () => {
    const all = await search('q=deposit&limit=50');
    expect(all.hasMore).toBe(false);
    expect(all.hits.length).toBeGreaterThan(3);
    const pages: Hit[][] = [];
    for (let page = 1; ; page++) {
      const answer = await search(`q=deposit&limit=2&page=${page}`);
      expect(answer.page).toBe(page);
      pages.push(answer.hits);
      if (!answer.hasMore) break;
    }
    expect(pages.flat().map((h) => h.sectionId)).toEqual(all.hits.map((h) => h.sectionId));
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
    // Past the end: an empty page, not an error.
    const beyond = await search(`q=deposit&limit=2&page=${pages.length + 1}`);
    expect(beyond.hits).toEqual([]);
  });

  it('gives each hit the date its source is current to, when the source says', async () => {
    const { hits } = await search('q=security%20deposit&jurisdiction=US-DC');
    const dc = hits.find((h) => h.citation === 'D.C. Code § 42-3502.17')!;
    expect(dc.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every way of searching says it: by words here, by citation too.
    const cited = await search(`q=${encodeURIComponent('§ 42-3502.17')}`);
    expect(cited.hits[0]!.asOf).toBe(dc.asOf);
  });

  it('filters by legal area', async () => {
    const housing = await search('q=deposit&area=housing');
    expect(housing.hits.length).toBeGreaterThan(0);
    for (const hit of housing.hits.filter((h) => h.jurisdiction === 'general'))
      expect(hit.sourceTitle).toMatch(/housing/i);
    const employment = await search('q=deposit&area=employment');
    expect(employment.hits.filter((h) => h.jurisdiction !== 'general')).toEqual([]);
  });

  it('ranks repealed sections after those in force, and leaves withdrawn sections out', async () => {
    const { hits } = await search('q=deposit&jurisdiction=US-DC');
    const dc = hits.filter((h) => h.jurisdiction === 'US-DC');
    expect(dc.at(-1)).toMatchObject({ citation: 'D.C. Code § 42-3502.99', status: 'repealed' });
    expect((await search('q=zephyrine')).hits).toEqual([]);
    const byCitation = await search('q=42-3599.01');
    expect(byCitation.hits.map((h) => h.citation)).not.toContain('D.C. Code § 42-3599.01');
  });

  it('leaves disabled sources out', async () => {
    const { hits } = await search('q=california%20security%20deposit');
    expect(hits.map((h) => h.jurisdiction)).not.toContain('US-CA');
  });

  it('answers 400 with a clear message for bad input', async () => {
    const cases: [string, RegExp][] = [
      ['q=', /Enter words or a citation/],
      ['q=%20%20', /Enter words or a citation/],
      [`q=${'a'.repeat(501)}`, /q must be at most 500 characters/],
      ['q=deposit&jurisdiction=dc', /Unknown jurisdiction code/],
      ['', /q is required/],
      ['q=deposit&limit=0', /limit must be at least 1/],
      ['q=deposit&page=0', /page must be at least 1/],
      ['q=deposit&page=26', /page must be at most 25/],
      ['q=deposit&page=two', /page/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/library/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });

  it('answers 401 to a visitor not signed in on every library route', async () => {
    for (const url of [
      '/library/search?q=deposit',
      '/library/sections/1',
      '/library/sections/by-citation?citation=42-3502.17',
      '/library/jurisdictions',
      '/library/areas',
    ]) {
      const response = await asUser(t.app, null)({ method: 'GET', url: `/api/v1${url}` });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('GET /library/sections/{id}', () => {
  it('answers the section with its hierarchy, paragraphs, notes, source and resolved cross-references', async () => {
    const id = await sectionIdOf('42-3502.17');
    const exemptionsId = await sectionIdOf('42-3502.05');
    const response = await get(`/library/sections/${id}`);
    expect(response.statusCode).toBe(200);
    const { section } = response.json();
    expect(section).toMatchObject({
      id,
      number: '42-3502.17',
      heading: 'Security deposit.',
      citation: 'D.C. Code § 42-3502.17',
      status: 'in_force',
      withdrawn: false,
      areas: ['housing'],
      hierarchy: [
        { prefix: 'Title', num: '42', heading: 'Real Property.' },
        { prefix: 'Chapter', num: '35', heading: 'Rental Housing.' },
      ],
      source: {
        jurisdiction: 'US-DC',
        title: 'Code of the District of Columbia',
        asOf: '2024-10-20',
        kind: 'statute',
      },
    });
    expect(section.source.licence).toMatch(/Public domain/);
    expect(section.paragraphs.map((p: { path: string; depth: number }) => [p.path, p.depth])).toEqual([
      ['(a)', 0],
      ['(b)', 0],
      ['(c)', 0],
      ['(c)(1)', 1],
      ['(c)(2)', 1],
    ]);
    expect(section.notes).toEqual([{ type: 'History', text: 'Fixture law, written for the tests.' }]);
    expect(section.crossReferences).toEqual(
      expect.arrayContaining([
        { number: '42-3502.05', citation: 'D.C. Code § 42-3502.05', sectionId: exemptionsId },
        // Cited, but not in the library.
        { number: '42-3599.77', citation: 'D.C. Code § 42-3599.77', sectionId: null },
      ]),
    );
  });

  it('links each section number of its text to the section held, with the paragraph anchor it names', async () => {
    const id = await sectionIdOf('42-3502.17');
    const exemptionsId = await sectionIdOf('42-3502.05');
    const { section: deposit } = (await get(`/library/sections/${id}`)).json();
    // "§ 42-3502.05" in (a) is linked; "§ 42-3599.77" in (c)(2) is not held, so it stays text.
    expect(deposit.links).toEqual([
      { in: 'paragraph', index: 0, start: 76, end: 88, sectionId: exemptionsId, anchor: null },
    ]);
    expect(deposit.paragraphs[0].text.slice(76, 88)).toBe('§ 42-3502.05');
    const { section: exemptions } = (await get(`/library/sections/${exemptionsId}`)).json();
    const [link] = exemptions.links;
    expect(link).toMatchObject({ in: 'paragraph', index: 0, sectionId: id, anchor: 'p-c-1' });
    expect(exemptions.paragraphs[0].text.slice(link.start, link.end)).toBe('§ 42-3502.17(c)(1)');
  });

  it('names the sections before and after it, the sections citing it, and its page at the publisher', async () => {
    const [deposit, exemptions, repealed] = await Promise.all(
      ['42-3502.17', '42-3502.05', '42-3502.99'].map(sectionIdOf),
    );
    const { section } = (await get(`/library/sections/${exemptions}`)).json();
    expect(section.previous).toEqual({
      id: deposit,
      citation: 'D.C. Code § 42-3502.17',
      heading: 'Security deposit.',
    });
    expect(section.next).toEqual({ id: repealed, citation: 'D.C. Code § 42-3502.99', heading: 'Repealed.' });
    expect(section.citedBy).toEqual({
      total: 1,
      sections: [{ id: deposit, citation: 'D.C. Code § 42-3502.17', heading: 'Security deposit.' }],
    });
    expect(section.publisherUrl).toBe('https://code.dccouncil.gov/us/dc/council/code/sections/42-3502.05');
    // The first has no section before it; the withdrawn section after the last is left out.
    const first = (await get(`/library/sections/${deposit}`)).json().section;
    expect(first.previous).toBeNull();
    expect((await get(`/library/sections/${repealed}`)).json().section.next).toBeNull();
    // A source whose publisher has no page per section links none.
    const [fixture] = await queryRows<{ id: number }>(
      t.db,
      sql`select s.id from library_sections s join library_sources src on src.id = s.source_id where src.key = 'us-fixture'`,
    );
    const federal = (await get(`/library/sections/${fixture!.id}`)).json().section;
    expect(federal.publisherUrl).toBeNull();
  });

  it('still answers a withdrawn section, marked withdrawn, so old citations resolve', async () => {
    const lookup = await get('/library/sections/by-citation?citation=42-3599.01');
    expect(lookup.statusCode).toBe(200);
    const { section } = (await get(`/library/sections/${lookup.json().sectionId}`)).json();
    expect(section).toMatchObject({ number: '42-3599.01', withdrawn: true });
  });

  it('answers a repealed section with its status', async () => {
    const { section } = (await get(`/library/sections/${await sectionIdOf('42-3502.99')}`)).json();
    expect(section).toMatchObject({ status: 'repealed', heading: 'Repealed.' });
  });

  it('answers 404 in the error model for an unknown id or a disabled source', async () => {
    const unknown = await get('/library/sections/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Section not found' });
    const [california] = await queryRows<{ id: number }>(
      t.db,
      sql`select s.id from library_sections s join library_sources src on src.id = s.source_id where src.key = 'us-ca-fixture'`,
    );
    const id = california!.id;
    expect((await get(`/library/sections/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /library/sources/{id}/contents', () => {
  it("browses a source level by level: its titles, a title's chapters, a chapter's sections in order", async () => {
    const { section } = (await get(`/library/sections/${await sectionIdOf('42-3502.17')}`)).json();
    const source = section.source.id;
    const root = (await get(`/library/sources/${source}/contents`)).json();
    expect(root).toMatchObject({
      success: true,
      source: { id: source, title: 'Code of the District of Columbia', jurisdiction: 'US-DC' },
      path: [],
      sections: [],
      hasMore: false,
    });
    // The withdrawn section is not counted.
    expect(root.levels).toEqual([
      { prefix: 'Title', num: '42', heading: 'Real Property.', levels: '42', sectionCount: 3 },
    ]);
    const title = (await get(`/library/sources/${source}/contents?levels=42`)).json();
    expect(title.path).toEqual(root.levels);
    expect(title.levels).toEqual([
      { prefix: 'Chapter', num: '35', heading: 'Rental Housing.', levels: '42/35', sectionCount: 3 },
    ]);
    const chapter = (await get(`/library/sources/${source}/contents?levels=42/35`)).json();
    expect(chapter.path.map((level: { levels: string }) => level.levels)).toEqual(['42', '42/35']);
    expect(chapter.levels).toEqual([]);
    expect(chapter.sections).toEqual([
      {
        id: section.id,
        citation: 'D.C. Code § 42-3502.17',
        heading: 'Security deposit.',
        status: 'in_force',
        version: null,
        versionInForce: true,
      },
      expect.objectContaining({ citation: 'D.C. Code § 42-3502.05' }),
      expect.objectContaining({ citation: 'D.C. Code § 42-3502.99', status: 'repealed' }),
    ]);
  });

  it('reads a source an import changed afresh', async () => {
    const { section } = (await get(`/library/sections/${await sectionIdOf('42-3502.17')}`)).json();
    const chapter = async () =>
      (await get(`/library/sources/${section.source.id}/contents?levels=42/35`)).json().sections as {
        citation: string;
      }[];
    expect(await chapter()).toHaveLength(3);
    // The first import's folder holds the section the second withdrew: it is back, then withdrawn again.
    await importFolder(t.db, folders[0]!);
    expect((await chapter()).map((s) => s.citation)).toContain('D.C. Code § 42-3599.01');
    await importFolder(t.db, folders[1]!);
    expect(await chapter()).toHaveLength(3);
  });

  it('answers 404 for a part the source does not have or a disabled source, 400 for a malformed address', async () => {
    const { section } = (await get(`/library/sections/${await sectionIdOf('42-3502.17')}`)).json();
    const missing = await get(`/library/sources/${section.source.id}/contents?levels=42/99`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'The source has no such part' });
    const [california] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from library_sources where key = 'us-ca-fixture'`,
    );
    expect((await get(`/library/sources/${california!.id}/contents`)).statusCode).toBe(404);
    const malformed = await get(`/library/sources/${section.source.id}/contents?levels=42//35`);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /library/sections/by-citation', () => {
  it('resolves a citation with a paragraph to the section and the paragraph anchor', async () => {
    const id = await sectionIdOf('42-3502.17');
    const response = await get(
      `/library/sections/by-citation?citation=${encodeURIComponent('D.C. Code § 42-3502.17(c)(1)')}`,
    );
    expect(response.json()).toEqual({
      success: true,
      sectionId: id,
      citation: 'D.C. Code § 42-3502.17(c)(1)',
      paragraph: '(c)(1)',
      anchor: 'p-c-1',
    });
    // A paragraph the section lacks still finds the section.
    const missing = await get('/library/sections/by-citation?citation=42-3502.17(z)');
    expect(missing.json()).toMatchObject({ sectionId: id, paragraph: null, anchor: null });
  });

  it('answers 404 for a citation the library does not hold and 400 for none', async () => {
    const unknown = await get('/library/sections/by-citation?citation=42-9999.99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no section with that citation/);
    expect((await get('/library/sections/by-citation?citation=not%20a%20citation')).statusCode).toBe(404);
    const empty = await get('/library/sections/by-citation?citation=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Enter a citation/);
  });
});

describe('GET /library/jurisdictions and /library/areas', () => {
  it('offers the jurisdictions of enabled sources, most local first, with their places', async () => {
    const { data } = (await get('/library/jurisdictions')).json();
    expect(data).toEqual([
      {
        code: 'US-DC',
        name: 'District of Columbia',
        country: 'United States',
        state: 'District of Columbia',
        sourceCount: 1,
      },
      { code: 'US', name: 'United States', country: 'United States', state: '', sourceCount: 1 },
      { code: 'general', name: 'General guidance', country: '', state: '', sourceCount: 11 },
    ]);
  });

  it("offers the catalogue's areas with their categories", async () => {
    const { data } = (await get('/library/areas')).json();
    expect(data).toHaveLength(10);
    expect(data).toContainEqual(expect.objectContaining({ slug: 'housing', categoryId: expect.any(Number) }));
  });
});

describe('the guides', () => {
  it('are in every seeded library, searchable and readable', async () => {
    const { hits } = await search('q=itemised%20deductions&jurisdiction=general');
    expect(hits[0]).toMatchObject({
      jurisdiction: 'general',
      sourceTitle: expect.stringMatching(/^Amicus guide/),
    });
    const { section } = (await get(`/library/sections/${hits[0]!.sectionId}`)).json();
    expect(section.source.kind).toBe('guide');
  });
});

describe('GET /openapi.json', () => {
  it('documents the library routes', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/library/search',
      '/library/sections/{id}',
      '/library/sections/by-citation',
      '/library/jurisdictions',
      '/library/areas',
    ])
      expect(document.paths[path], path).toBeDefined();
  });
});
