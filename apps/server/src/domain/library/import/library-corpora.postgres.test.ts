import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CORPORA, CORPUS_DATES, describeWithCorpora } from '../../../../test/corpora';
import { openTestDatabase } from '../../../../test/test-database';
import { queryRows, type DatabaseHandle } from '../../../db/client';
import {
  libraryProblems,
  libraryProblemSections,
  librarySections,
  librarySources,
} from '../../../db/schema/index';
import { readProblemFiles } from '../problems/problem-data';
import { syncProblemData } from '../problems/problem-index';
import { indexUnindexedSources } from '../search/term-index';
import { groundingFor } from '../grounding';
import { searchLibrary } from '../search/search-library';
import { importLibrary, type ImportOptions } from './import-library';
import { openImportInput } from './import-input';

// The whole D.C. Code, U.S. Code and Code of Maryland Regulations (test/corpora.ts: ../shared/corpora beside the
// checkout, as in CI) imported on PostgreSQL into one database of their own, once, then read back, looked up and
// searched in layers. Their figures are printed. Without the corpora the tests are reported as skipped, saying
// where to get them; CI requires them.
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describeWithCorpora('the library holding the D.C. Code, the U.S. Code and COMAR on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const section = async (number: string) => {
    const [row] = await handle.db.select().from(librarySections).where(eq(librarySections.number, number));
    return row!;
  };
  /** Imports a corpus, printing how long it took. */
  const importCorpus = async (name: string, file: string, options: ImportOptions = {}) => {
    const { input, dispose } = await openImportInput(file);
    try {
      const started = performance.now();
      const report = await importLibrary(handle.db, input, options);
      console.warn(
        `${name} on PostgreSQL: ${report.read} read, ${report.added} added, ${report.changed} changed, ` +
          `${report.unchanged} unchanged, ${report.failed} failed in ${seconds(performance.now() - started)}`,
      );
      return report;
    } finally {
      await dispose();
    }
  };

  it(
    'imports every section with its text, paragraphs, cross-references and hierarchy; a re-import changes nothing',
    { timeout: 600_000 },
    async () => {
      const report = await importCorpus('D.C. Code import', CORPORA.dcCode);
      expect(report.format).toBe('open-law-xml');
      expect(report.failures).toEqual([]);
      expect(report.failed).toBe(0);
      expect(report.read).toBeGreaterThan(23_700);
      expect(report.read).toBeLessThan(24_100);
      expect(report.added).toBe(report.read);
      expect(report.sources).toHaveLength(1);

      const [source] = await handle.db.select().from(librarySources);
      expect(source).toMatchObject({ key: 'us-dc-code', jurisdiction: 'US-DC', kind: 'statute' });
      // The code index's <recency through>, when the import names no date.
      expect(source!.asOf).toBe('2024-10-08');
      expect(source!.areas).toEqual(expect.arrayContaining(['housing', 'employment', 'family']));

      const statuses = await queryRows<{ status: string; count: number }>(
        handle.db,
        sql`select status, count(*)::int as count from library_sections group by status order by status`,
      );
      console.warn(`Statuses: ${statuses.map((s) => `${s.status} ${s.count}`).join(', ')}`);
      const count = (status: string) => statuses.find((s) => s.status === status)?.count ?? 0;
      expect(count('in_force')).toBeGreaterThan(15_000);
      expect(count('repealed')).toBeGreaterThan(1_000);
      expect(count('expired')).toBeGreaterThan(0);
      expect(count('in_force') + count('repealed') + count('expired')).toBe(report.read);

      const deposit = await section('42-3502.17');
      expect(deposit).toMatchObject({
        heading: 'Security deposit.',
        citation: 'D.C. Code § 42-3502.17',
        status: 'in_force',
        areas: ['housing'],
        withdrawnAt: null,
      });
      expect(deposit.paragraphs.map((p) => p.path)).toEqual([
        '(a)',
        '(b)',
        '(c)',
        '(c)(1)',
        '(c)(2)',
        '(c)(3)',
      ]);
      expect(deposit.paragraphs.map((p) => p.label)).toEqual(['(a)', '(b)', '(c)', '(1)', '(2)', '(3)']);
      const c1 = deposit.paragraphs.find((p) => p.path === '(c)(1)')!;
      expect(c1.depth).toBe(1);
      expect(c1.text.startsWith('No housing provider shall withhold a security deposit')).toBe(true);
      expect(deposit.crossReferences).toContain('42-3502.05');
      expect(deposit.hierarchy[0]).toEqual({ prefix: 'Title', num: '42', heading: 'Real Property.' });
      expect(deposit.hierarchy.map((level) => level.prefix)).toContain('Chapter');
      expect(deposit.notes.some((note) => note.type === 'History')).toBe(true);

      const wages = await section('32-1303');
      expect(wages.heading.startsWith('Payment of wages upon discharge or resignation of employee')).toBe(
        true,
      );
      expect(wages.paragraphs.map((p) => p.path)).toEqual(['', '(1)', '(2)', '(3)', '(4)', '(5)', '(6)']);
      expect(wages.paragraphs[1]!.text.startsWith('Whenever an employer discharges an employee')).toBe(true);
      expect(wages.hierarchy.slice(0, 3)).toEqual([
        { prefix: 'Title', num: '32', heading: expect.any(String) },
        { prefix: 'Chapter', num: '13', heading: 'Wages and Workplace Fraud.' },
        { prefix: 'Subchapter', num: 'I', heading: 'Payment and Collection of Wages.' },
      ]);
      expect(wages.areas).toEqual(['employment']);

      const eviction = await section('16-1501');
      expect(eviction).toMatchObject({ heading: 'Definition; summons.', areas: ['housing'] });
      expect(eviction.paragraphs.slice(0, 2).map((p) => p.path)).toEqual(['(a)', '(b)']);
      expect(
        eviction.paragraphs[0]!.text.startsWith('When a person detains possession of real property'),
      ).toBe(true);
      expect(eviction.hierarchy.find((level) => level.prefix === 'Chapter')).toEqual({
        prefix: 'Chapter',
        num: '15',
        heading: 'Forcible Entry and Detainer.',
      });

      const found = await searchLibrary(handle.db, 'security deposit wear and tear', {
        jurisdictions: ['US-DC'],
        limit: 10,
      });
      expect(found.hits.map((hit) => hit.citation)).toContain('D.C. Code § 42-3502.17');

      // Re-import with the as-of date the corpus is published under: the source's date changes, no section does.
      const [before] = await queryRows<{ latest: string }>(
        handle.db,
        sql`select max(updated_at)::text as latest from library_sections`,
      );
      const second = await importCorpus('D.C. Code re-import', CORPORA.dcCode, { asOf: CORPUS_DATES.dcCode });
      expect(second).toMatchObject({ added: 0, changed: 0, withdrawn: 0, failed: 0, unchanged: report.read });
      const [after] = await queryRows<{ latest: string }>(
        handle.db,
        sql`select max(updated_at)::text as latest from library_sections`,
      );
      expect(after!.latest).toBe(before!.latest);
      const [reimported] = await handle.db
        .select()
        .from(librarySources)
        .where(and(eq(librarySources.key, 'us-dc-code')));
      expect(reimported!.asOf).toBe('2024-10-20');
    },
  );

  it(
    'imports the whole U.S. Code: its levels, labels, notes apart, cross-references that resolve',
    { timeout: 600_000 },
    async () => {
      const report = await importCorpus('U.S. Code import', CORPORA.usCode, { jurisdiction: 'US' });
      expect(report.format).toBe('uslm');
      expect(report.added).toBe(50_936);
      // Title 18's appendix sets out sections of Public Laws, not of the Code: each is named, and left out.
      expect(report.failed).toBe(26);
      for (const failure of report.failures)
        expect(failure).toEqual({
          file: 'usc/18a/full.xml',
          reason: expect.stringMatching(
            /^holds a section of a Public Law set out in an appendix \(\/us\/usc\/t18a\/pl\//,
          ),
        });

      const [source] = await handle.db.select().from(librarySources).where(eq(librarySources.key, 'us-usc'));
      expect(source).toMatchObject({
        title: 'United States Code',
        jurisdiction: 'US',
        kind: 'statute',
        edition: '119-100',
        licence: 'Public domain (a work of the United States government)',
        format: 'uslm',
      });
      expect(source!.citationGrammar?.name).toBe('usc');

      const calls = await section('15 U.S.C. 1692c');
      expect(calls).toMatchObject({
        citation: '15 U.S.C. § 1692c',
        heading: 'Communication in connection with debt collection',
        citeKey: 'usc 15 1692c',
        status: 'in_force',
        areas: ['debt', 'consumer'],
      });
      expect(calls.hierarchy).toEqual([{ prefix: 'Title', num: '15', heading: 'Commerce and Trade' }]);
      expect(calls.paragraphs.map((p) => p.path)).toEqual([
        '(a)',
        '(a)(1)',
        '(a)(2)',
        '(a)(3)',
        '(b)',
        '(c)',
        '(c)(1)',
        '(c)(2)',
        '(c)(3)',
        '(c)',
        '(d)',
      ]);
      const a1 = calls.paragraphs.find((p) => p.path === '(a)(1)')!;
      expect(a1.label).toBe('(1)');
      expect(a1.text.startsWith('at any unusual time or place')).toBe(true);
      expect(a1.text).toContain('after 8 o’clock antemeridian and before 9 o’clock postmeridian');
      expect(
        calls.paragraphs[0]!.text.startsWith(
          'Communication with the consumer generally. Without the prior consent',
        ),
      ).toBe(true);
      // The continuation of (c) after its paragraphs, under (c)'s path.
      expect(calls.paragraphs[9]!.text).toBe(
        'If such notice from the consumer is made by mail, notification shall be complete upon receipt.',
      );
      // The source credit and notes are kept apart from the text.
      expect(calls.notes[0]).toMatchObject({ type: 'Source credit' });
      expect(calls.paragraphs.some((p) => /Pub\. L\./.test(p.text))).toBe(false);
      expect(calls.crossReferences).toEqual(['15 U.S.C. 1692b']);
      const target = await section('15 U.S.C. 1692b');
      expect(target.heading).toBe('Acquisition of location information');

      // Congress enacted two sections 3598 of Title 5: both are kept, cited alike.
      const twin = await section('5 U.S.C. 3598 (2)');
      expect(twin).toMatchObject({ citation: '5 U.S.C. § 3598', citeKey: 'usc 5 3598' });
      const stay = await section('11 U.S.C. 362');
      expect(stay.areas).toEqual(['debt']);
      expect(
        stay.paragraphs.find((p) => p.path === '(a)(1)')!.text.startsWith('the commencement or continuation'),
      ).toBe(true);
    },
  );

  it(
    'imports COMAR: regulations numbered from their chapters, transferred chapters kept, cross-references',
    { timeout: 600_000 },
    async () => {
      const report = await importCorpus('COMAR import', CORPORA.comar, {
        jurisdiction: 'US-MD',
        asOf: CORPUS_DATES.comar,
      });
      expect(report).toMatchObject({ format: 'open-law-xml', failed: 0, added: 29_652 });
      const [source] = await handle.db
        .select()
        .from(librarySources)
        .where(eq(librarySources.key, 'us-md-comar'));
      expect(source).toMatchObject({
        title: 'Code of Maryland Regulations (COMAR)',
        jurisdiction: 'US-MD',
        kind: 'regulation',
        asOf: CORPUS_DATES.comar,
      });
      const mortgage = await section('09.03.06.02');
      expect(mortgage).toMatchObject({
        citation: 'COMAR 09.03.06.02',
        heading: 'Definitions.',
        citeKey: 'comar 09.03.06.02',
      });
      expect(mortgage.hierarchy.map((level) => [level.prefix, level.num])).toEqual([
        ['Title', '09'],
        ['Subtitle', '03'],
        ['Chapter', '06'],
      ]);
      const broker = mortgage.paragraphs.find((p) => p.path === 'B(7)(b)(i)')!;
      expect(broker.label).toBe('(i)');
      expect(broker.text.startsWith('The person aids or assists a borrower')).toBe(true);
      const transferred = await section('23.03.02');
      expect(transferred).toMatchObject({ status: 'repealed', paragraphs: [] });
      expect(transferred.notes[0]).toEqual({ type: 'Status', text: 'Transferred to COMAR 14.39.02' });
      const citing = await queryRows<{ number: string }>(
        handle.db,
        sql`select t.number from library_sections s, unnest(s.cross_references) as t(number)
          where s.source_id = ${source!.id} and t.number not in (select number from library_sections x where x.source_id = ${source!.id})
          limit 1000`,
      );
      const refs = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from library_sections s, unnest(s.cross_references) where s.source_id = ${source!.id}`,
      );
      // Nearly every cross-reference names a regulation the code holds.
      expect(citing.length / refs[0]!.n).toBeLessThan(0.1);
    },
  );

  it('finds sections of all three sources by citation in any usual form', async () => {
    const lookups: [string, string, string | null][] = [
      ['15 USC 1692c', '15 U.S.C. § 1692c', null],
      ['15 U.S.C.A. § 1692c', '15 U.S.C. § 1692c', null],
      ['15 U.S.C. § 1692c(a)(1)', '15 U.S.C. § 1692c(a)(1)', '(a)(1)'],
      ['section 1692g of title 15', '15 U.S.C. § 1692g', null],
      ['D.C. Official Code § 42-3502.17', 'D.C. Code § 42-3502.17', null],
      ['DC Code 42-3502.17(c)(1)', 'D.C. Code § 42-3502.17(c)(1)', '(c)(1)'],
      ['COMAR 09.03.06.02', 'COMAR 09.03.06.02', null],
      ['Md. Code Regs. 09.03.06.02B(7)', 'COMAR 09.03.06.02B(7)', 'B(7)'],
    ];
    for (const [query, citation, paragraph] of lookups) {
      const { mode, hits } = await searchLibrary(handle.db, query, { limit: 3 });
      expect(mode, query).toBe('citation');
      expect(hits[0], query).toMatchObject({ citation, paragraph });
    }
    // A section number alone, in the jurisdictions of a place: D.C.'s section before another code's.
    const bare = await searchLibrary(handle.db, '§ 1692c(a)(1)', {
      jurisdictions: ['US-OH', 'US', 'general'],
      limit: 3,
    });
    expect(bare.hits[0]).toMatchObject({ citation: '15 U.S.C. § 1692c(a)(1)', jurisdiction: 'US' });
  });

  // As the server's start does (db/seed): the problem index is synced against the codes now in the library.
  it('resolves every governing section of the D.C. and federal problem index in the real codes', async () => {
    await syncProblemData(handle.db, await readProblemFiles());
    await indexUnindexedSources(handle.db);
    const unresolved = await handle.db
      .select({
        jurisdiction: libraryProblems.jurisdiction,
        slug: libraryProblems.slug,
        citation: libraryProblemSections.citation,
      })
      .from(libraryProblemSections)
      .innerJoin(libraryProblems, eq(libraryProblems.id, libraryProblemSections.problemId))
      .where(sql`${libraryProblemSections.sectionId} is null`);
    expect(unresolved).toEqual([]);
    const counts = await queryRows<{ jurisdiction: string; count: number }>(
      handle.db,
      sql`select jurisdiction, count(*)::int as count from library_problems group by jurisdiction order by jurisdiction`,
    );
    expect(counts.find((row) => row.jurisdiction === 'US-DC')!.count).toBeGreaterThanOrEqual(150);
    expect(counts.find((row) => row.jurisdiction === 'US')!.count).toBeGreaterThanOrEqual(150);
  });

  it('grounds an Ohio user in federal law alone and says the library holds no Ohio statutes', async () => {
    const grounding = await groundingFor(handle.db, {
      country: 'United States',
      state: 'Ohio',
      area: 'debt',
      question: ['a debt collector keeps calling me at 6 in the morning, is that even allowed?'],
    });
    expect(grounding.jurisdictions).toEqual(['US-OH', 'US', 'general']);
    expect(grounding.sources.map((source) => source.jurisdiction)).not.toContain('US-DC');
    expect(grounding.sources.map((source) => source.jurisdiction)).not.toContain('US-MD');
    expect(grounding.sources.map((source) => source.citation)).toContain('15 U.S.C. § 1692c(a)(1)');
    expect(grounding.missingLaw).toBe(
      'The legal library holds no statutes of Ohio yet; Ohio publishes its laws in the Ohio Revised Code at https://codes.ohio.gov/ohio-revised-code.',
    );
  });

  it('grounds a D.C. tenant in D.C. and federal law, and a Maryland question in COMAR', async () => {
    const dc = await groundingFor(handle.db, {
      country: 'United States',
      state: 'District of Columbia',
      area: 'housing',
      question: ['my landlord refuses to rent to us because we have kids, is that allowed'],
    });
    expect(new Set(dc.sources.map((source) => source.jurisdiction))).toEqual(new Set(['US-DC', 'US']));
    expect(dc.missingLaw).toBeNull();

    const md = await groundingFor(handle.db, {
      country: 'United States',
      state: 'Maryland',
      area: null,
      question: ['what counts as a mortgage broker under the Commissioner of Financial Regulation rules'],
    });
    expect(md.sources[0]?.jurisdiction).toBe('US-MD');
    expect(md.sources.map((source) => source.jurisdiction)).not.toContain('US-DC');
    expect(md.missingLaw).toBe(
      'The legal library holds Code of Maryland Regulations (COMAR) but no statutes of Maryland yet; Maryland publishes its laws in the Annotated Code of Maryland at https://mgaleg.maryland.gov/mgawebsite/Laws/Statutes.',
    );
  });
});
