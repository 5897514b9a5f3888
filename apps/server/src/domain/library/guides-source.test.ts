import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/client';
import { librarySections, librarySources } from '../../db/schema/index';
import { knowledgeBySlug } from '../guides/knowledge-by-slug';
import { guideSources } from './guides-source';
import { searchLibrary } from './search/search-library';
import { importSource, type ImportReport } from './import/import-library';
import { emptyCounts } from './import/write-source';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const emptyReport = (): ImportReport => ({ ...emptyCounts(), format: 'guides', sources: [], failures: [] });

async function importGuides() {
  const report = emptyReport();
  for (const source of guideSources()) await importSource(handle.db, source, report);
  return report;
}

describe('the offline guides as library sources', () => {
  it('imports one guide source per legal area (and the general one), jurisdiction general', async () => {
    const report = await importGuides();
    expect(report.failed).toBe(0);
    const sources = await handle.db.select().from(librarySources).orderBy(librarySources.key);
    const slugs = Object.keys(knowledgeBySlug);
    expect(sources.map((s) => s.key).sort()).toEqual(
      [...slugs.map((s) => `guide-${s}`), 'guide-general'].sort(),
    );
    for (const source of sources) {
      expect(source).toMatchObject({ kind: 'guide', jurisdiction: 'general', publisher: 'Amicus' });
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const slug = source.key.replace(/^guide-/, '');
      expect(source.areas).toEqual(slug === 'general' ? [] : [slug]);
    }
  });

  it('gives each guide an overview and its topics as sections, citable and searchable', async () => {
    const housing = await queryRows<{ number: string; citation: string; heading: string }>(
      handle.db,
      sql`select s.number, s.citation, s.heading from ${librarySections} s join ${librarySources} src on src.id = s.source_id
          where src.key = 'guide-housing' order by s.position`,
    );
    expect(housing[0]).toMatchObject({ number: 'overview', heading: 'Overview' });
    expect(housing.some((s) => s.number === 'security-deposit')).toBe(true);
    expect(housing.find((s) => s.number === 'security-deposit')!.citation).toMatch(
      /^Amicus guide: .+ — Security deposit$/,
    );
    const { hits } = await searchLibrary(handle.db, 'security deposit', {
      jurisdictions: ['general'],
      limit: 5,
    });
    expect(hits.map((h) => h.sourceTitle)).toContain(`Amicus guide: ${knowledgeBySlug.housing!.area}`);
  });

  it('re-imports without changing anything', async () => {
    const report = await importGuides();
    expect(report.added).toBe(0);
    expect(report.changed).toBe(0);
    expect(report.unchanged).toBe(report.read);
  });
});
