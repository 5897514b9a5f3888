import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeEmbeddings, type FakeEmbeddings } from '../../../../test/fake-embeddings-server';
import { importParsedSource, setSourceEnabled } from '../../../../test/library-fixtures';
import { openTestDatabase } from '../../../../test/test-database';
import { createEmbedder } from '../../../adapters/embeddings/create-embedder';
import { EmbeddingError } from '../../../adapters/embeddings/embedder';
import { loadConfig } from '../../../config';
import { queryRows, type DatabaseHandle } from '../../../db/client';
import { ensureVectorStorage, type VectorStorage } from '../../../db/vector-storage';
import { EMBED_BATCH, embedMissingSections } from '../vectors/embed-sections';
import { searchLibrary, type SearchFilters } from './search-library';
import type { SemanticSearch } from './vector-search';

// Made-up words the full-text search cannot match, which the fake provider reads as the law's own words.
const synonyms = { zorblax: 'possession', quuxing: 'premises', blimmet: 'custody' };

let handle: DatabaseHandle;
let storage: VectorStorage;
let fake: FakeEmbeddings;
beforeAll(async () => {
  [handle, fake] = await Promise.all([openTestDatabase(), startFakeEmbeddings({ synonyms })]);
  storage = await ensureVectorStorage(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await fake?.close();
});

const embedderFor = (model = 'fake-embed', extra: Record<string, string> = {}) =>
  createEmbedder(
    loadConfig({
      EMBEDDING_PROVIDER: 'openai-compatible',
      EMBEDDING_BASE_URL: fake.baseUrl,
      EMBEDDING_MODEL: model,
      ...extra,
    }).embeddings!,
  );

const dc = { jurisdictions: ['US-DC', 'US', 'general'], limit: 5 } satisfies SearchFilters;
const citations = (hits: { citation: string }[]) => hits.map((hit) => hit.citation);
const paragraph = (text: string) => [{ label: '(a)', path: '(a)', depth: 0, text }];

async function writeLibrary(
  possessionText = 'A lessor may recover the leased premises after a notice to quit.',
  { fresh = true } = {},
) {
  if (fresh) await handle.db.execute(sql`delete from library_sources`);
  await importParsedSource(
    handle.db,
    { key: 'dc-fixture', jurisdiction: 'US-DC', title: 'Fixture D.C. Code', citationPrefix: 'D.C. Fix. §' },
    [
      {
        number: '42-3505.01',
        heading: 'Recovery of possession.',
        paragraphs: paragraph(possessionText),
        areas: ['housing'],
      },
      {
        number: '42-3502.17',
        heading: 'Security deposit.',
        paragraphs: paragraph('A housing provider shall hold a tenant security deposit in trust.'),
        areas: ['housing'],
      },
      {
        number: '16-914',
        heading: 'Custody of children.',
        paragraphs: paragraph('The court decides custody in the best interest of the child.'),
        areas: ['family'],
      },
    ],
  );
  await importParsedSource(
    handle.db,
    { key: 'us-fixture', jurisdiction: 'US', title: 'Fixture U.S. Code', citationPrefix: 'F.U.S.C. §' },
    [
      {
        number: '15-1',
        heading: 'Federal recovery of possession.',
        paragraphs: paragraph('Possession of federal premises is recovered by the marshal.'),
        areas: ['housing'],
      },
    ],
  );
  // Enough sections for more than one call to the provider, about nothing the questions ask.
  await importParsedSource(
    handle.db,
    { key: 'general-fixture', jurisdiction: 'general', title: 'Fixture guide', citationPrefix: 'Guide' },
    Array.from({ length: EMBED_BATCH + 6 }, (_, i) => ({
      number: `g-${i + 1}`,
      heading: `Parking meter rule ${i + 1}.`,
      paragraphs: paragraph(`Meters on street ${i + 1} take coins on weekdays.`),
      areas: ['traffic'],
    })),
  );
}

const vectorCount = async (model: string) =>
  (
    await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from library_section_vectors where model = ${model}`,
    )
  )[0]!.count;

// PGlite only (see vitest.config.ts): it always has pgvector. A PostgreSQL without it is
// library-embeddings-without-pgvector.postgres.test.ts.
describe('the vector storage', () => {
  it('is there on PGlite, and asking again changes nothing (every start asks)', async () => {
    expect(storage).toEqual({ available: true });
    expect(await ensureVectorStorage(handle.db)).toEqual(storage);
  });
});

describe('embedding the library', () => {
  beforeEach(async () => {
    await writeLibrary();
    fake.configure({ synonyms });
    fake.requests.length = 0;
  });

  it('embeds each section’s heading and text in batches, once', async () => {
    const embedder = embedderFor();
    const sections = 4 + EMBED_BATCH + 6;
    const progress: number[] = [];
    const report = await embedMissingSections(handle.db, embedder, {
      onProgress: (r) => void progress.push(r.embedded),
    });
    expect(report).toEqual({ total: sections, embedded: sections, removed: 0 });
    expect(progress).toEqual([0, EMBED_BATCH, sections]);
    expect(fake.requests.map((r) => [r.model, r.input.length])).toEqual([
      ['fake-embed', EMBED_BATCH],
      ['fake-embed', sections - EMBED_BATCH],
    ]);
    expect(fake.requests.flatMap((r) => r.input)).toContain(
      'Recovery of possession.\n(a) A lessor may recover the leased premises after a notice to quit.',
    );
    expect(await vectorCount(embedder.name)).toBe(sections);

    fake.requests.length = 0;
    expect(await embedMissingSections(handle.db, embedder)).toEqual({ total: 0, embedded: 0, removed: 0 });
    expect(fake.requests).toEqual([]);
  });

  it('embeds again a section whose text changed, and the whole library for another model', async () => {
    const embedder = embedderFor();
    await embedMissingSections(handle.db, embedder);
    await writeLibrary('A lessor may recover the premises only by a court order.', { fresh: false });
    fake.requests.length = 0;
    expect(await embedMissingSections(handle.db, embedder)).toMatchObject({ total: 1, embedded: 1 });
    expect(fake.requests.flatMap((r) => r.input)).toEqual([
      'Recovery of possession.\n(a) A lessor may recover the premises only by a court order.',
    ]);

    const other = embedderFor('fake-embed-2', { EMBEDDING_DIMENSIONS: '64' });
    expect(other.name).toBe('openai-compatible/fake-embed-2/64');
    const report = await embedMissingSections(handle.db, other);
    expect(report).toEqual({ total: 74, embedded: 74, removed: 74 });
    expect(await vectorCount(embedder.name)).toBe(0);
  });

  it('stops at a provider failure, keeping the batches before it', async () => {
    const embedder = embedderFor();
    let calls = 0;
    const failing = {
      name: embedder.name,
      embed: async (texts: string[]) => {
        calls += 1;
        if (calls === 2) fake.configure({ failStatus: 500 });
        return embedder.embed(texts, { maxRetries: 0 });
      },
    };
    const error = await embedMissingSections(handle.db, failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect((error as Error).message).toBe('The embedding provider failed to answer (status 500).');
    expect(await vectorCount(embedder.name)).toBe(EMBED_BATCH);
  });
});

describe('searching by words and meaning', () => {
  let semantic: SemanticSearch;
  const failures: unknown[] = [];
  beforeAll(async () => {
    fake.configure({ synonyms });
    await writeLibrary();
    semantic = { embedder: embedderFor(), queryTimeoutMs: 2_000, onFailure: (e) => failures.push(e) };
    await embedMissingSections(handle.db, semantic.embedder);
  });
  beforeEach(() => {
    fake.configure({ synonyms });
    failures.length = 0;
  });

  it('finds a section whose words the question does not use, most local jurisdiction first', async () => {
    expect((await searchLibrary(handle.db, 'zorblax of my quuxing', dc)).hits).toEqual([]);
    const { mode, hits } = await searchLibrary(handle.db, 'zorblax of my quuxing', { ...dc, semantic });
    expect(mode).toBe('text');
    expect(citations(hits)).toEqual(['D.C. Fix. § 42-3505.01', 'F.U.S.C. § 15-1']);
    expect(hits[0]).toMatchObject({ heading: 'Recovery of possession.', sourceTitle: 'Fixture D.C. Code' });
    expect(hits[0]!.snippet).toContain('A lessor may recover');
  });

  it('fuses the two rankings: words and meaning both count', async () => {
    const words = await searchLibrary(handle.db, 'housing provider blimmet', dc);
    expect(citations(words.hits)).toEqual(['D.C. Fix. § 42-3502.17']);
    const fused = await searchLibrary(handle.db, 'housing provider blimmet', { ...dc, semantic });
    expect(citations(fused.hits)).toEqual(['D.C. Fix. § 42-3502.17', 'D.C. Fix. § 16-914']);
    // The words' hit keeps its highlighted snippet.
    expect(fused.hits[0]!.snippet).toBe(words.hits[0]!.snippet);
  });

  it('keeps the filters: area, enabled sources, sections not withdrawn', async () => {
    const ask = (filters: Partial<SearchFilters>) =>
      searchLibrary(handle.db, 'zorblax quuxing', { ...dc, ...filters, semantic }).then((r) =>
        citations(r.hits),
      );
    expect(await ask({ area: 'family' })).toEqual([]);
    expect(await ask({ jurisdictions: ['US'] })).toEqual(['F.U.S.C. § 15-1']);
    await setSourceEnabled(handle.db, 'us-fixture', false);
    await handle.db.execute(
      sql`update library_sections set withdrawn_at = now() where number = '42-3505.01'`,
    );
    try {
      expect(await ask({})).toEqual([]);
    } finally {
      await setSourceEnabled(handle.db, 'us-fixture', true);
      await handle.db.execute(
        sql`update library_sections set withdrawn_at = null where number = '42-3505.01'`,
      );
    }
  });

  it('ranks by words alone when the provider fails, telling why without its text', async () => {
    fake.configure({ synonyms, failStatus: 401 });
    const alone = await searchLibrary(handle.db, 'security deposit blimmet', dc);
    const fused = await searchLibrary(handle.db, 'security deposit blimmet', { ...dc, semantic });
    expect(fused).toEqual(alone);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(EmbeddingError);
    expect(String((failures[0] as Error).message)).toBe('The embedding provider rejected the API key.');
  });

  it('ranks by words alone when the provider is slower than the query timeout', async () => {
    fake.configure({ synonyms, delayMs: 3_000 });
    const alone = await searchLibrary(handle.db, 'security deposit blimmet', dc);
    const started = Date.now();
    const fused = await searchLibrary(handle.db, 'security deposit blimmet', {
      ...dc,
      semantic: { ...semantic, queryTimeoutMs: 200 },
    });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(fused).toEqual(alone);
    expect(failures).toHaveLength(1);
  });

  it('ranks by words alone until the library has vectors of the model', async () => {
    const other = { ...semantic, embedder: embedderFor('not-yet-embedded') };
    fake.requests.length = 0;
    const fused = await searchLibrary(handle.db, 'security deposit blimmet', { ...dc, semantic: other });
    expect(fused).toEqual(await searchLibrary(handle.db, 'security deposit blimmet', dc));
    expect(fake.requests).toEqual([]);
  });
});
