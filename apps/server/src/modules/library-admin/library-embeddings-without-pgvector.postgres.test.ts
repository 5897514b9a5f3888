import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { ensureVectorStorage } from '../../db/vector-storage';
import { startFakeEmbeddings, type FakeEmbeddings } from '../../../test/fake-embeddings-server';
import { asUser, createTestApp, loginAdmin, type Session, type TestApp } from '../../../test/test-app';
import { LIBRARY_EMBED_JOB } from './embed-job';

// PostgreSQL only (see vitest.config.ts), on a server without pgvector, as CI's: an embedding provider is
// configured, but search by meaning cannot be, and the library goes on by words. PGlite always has pgvector
// (library-embeddings.routes.test.ts).

let fake: FakeEmbeddings;
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  fake = await startFakeEmbeddings({ synonyms: { zorblax: 'landlord' } });
  t = await createTestApp({
    env: {
      JOBS_POLL_MS: '50',
      EMBEDDING_PROVIDER: 'openai-compatible',
      EMBEDDING_BASE_URL: fake.baseUrl,
      EMBEDDING_MODEL: 'fake-embed',
      EMBEDDING_API_KEY: 'sk-secret-embedding-key',
    },
  });
  admin = await loginAdmin(t.app);
  const [row] = await queryRows<{ available: boolean }>(
    t.db,
    sql`select exists(select 1 from pg_available_extensions where name = 'vector') as available`,
  );
  if (row!.available)
    throw new Error('These tests need a PostgreSQL without pgvector (as CI has); this one has it.');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a PostgreSQL without pgvector', () => {
  it('has no vector storage, says why, and asking again at the next start changes nothing', async () => {
    const missing = { available: false, reason: 'pgvector is not installed' };
    expect(await ensureVectorStorage(t.db)).toEqual(missing);
    expect(await ensureVectorStorage(t.db)).toEqual(missing);
    const [table] = await queryRows<{ found: boolean }>(
      t.db,
      sql`select to_regclass('library_section_vectors') is not null as found`,
    );
    expect(table!.found).toBe(false);
  });

  it('warns once at start that library search uses full-text search only', () => {
    const said = t.logs.filter((line) => line.includes('library search'));
    expect(said).toHaveLength(1);
    expect(JSON.parse(said[0]!)).toMatchObject({
      level: 40,
      msg: 'pgvector is not installed: library search uses full-text search only',
    });
  });

  it('shows the admin that search by meaning is unavailable, and why', async () => {
    const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/library/embeddings' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().embeddings).toEqual({
      state: 'unavailable',
      model: 'openai-compatible/fake-embed',
      reason: 'pgvector is not installed',
      embedded: 0,
      total: 0,
      job: null,
    });
  });

  it('ranks by words, never calls the provider, and queues no embedding job', async () => {
    const response = await asUser(
      t.app,
      admin,
    )({ method: 'GET', url: `/api/v1/library/search?q=${encodeURIComponent('security deposit')}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mode).toBe('text');
    expect(fake.requests).toEqual([]);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, LIBRARY_EMBED_JOB))).toEqual([]);
  });
});
