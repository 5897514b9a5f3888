import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DC_CODE_TARBALL } from '../../../../test/dc-code-corpus';
import { openTestDatabase } from '../../../../test/test-database';
import { queryRows, type DatabaseHandle } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import type { ImportInput } from '../formats/format';
import { searchLibrary } from '../search/search-library';
import { importLibrary } from './import-library';
import { openImportInput } from './import-input';

// The whole D.C. Code (../shared/corpora beside the checkout, as in CI; AMICUS_CORPORA_DIR names another
// folder) imported on PostgreSQL, in a database of its own (openTestDatabase). Its figures are printed. Without
// the corpus the test fails, as every test reading it does, rather than skip and count as a pass.
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describe('importing the whole D.C. Code on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let input: ImportInput;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    if (!fs.existsSync(DC_CODE_TARBALL))
      throw new Error(`The D.C. Code corpus is not at ${DC_CODE_TARBALL}: set AMICUS_CORPORA_DIR.`);
    handle = await openTestDatabase();
    ({ input, dispose } = await openImportInput(DC_CODE_TARBALL));
  }, 120_000);
  afterAll(async () => {
    await dispose?.();
    await handle?.close();
  });

  const section = async (number: string) => {
    const [row] = await handle.db.select().from(librarySections).where(eq(librarySections.number, number));
    return row!;
  };

  it(
    'imports every section with its text, paragraphs, cross-references and hierarchy; a re-import changes nothing',
    { timeout: 600_000 },
    async () => {
      const started = performance.now();
      const report = await importLibrary(handle.db, input);
      const importMs = performance.now() - started;
      console.warn(
        `D.C. Code import on PostgreSQL: ${report.read} read, ${report.added} added, ${report.failed} failed in ${seconds(importMs)}`,
      );
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
      const again = performance.now();
      const second = await importLibrary(handle.db, input, { asOf: '2024-10-20' });
      const reimportMs = performance.now() - again;
      console.warn(
        `D.C. Code re-import on PostgreSQL: ${second.unchanged} unchanged in ${seconds(reimportMs)}`,
      );
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
});
