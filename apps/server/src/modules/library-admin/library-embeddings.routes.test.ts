import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { startFakeEmbeddings, type FakeEmbeddings } from '../../../test/fake-embeddings-server';
import { dcTitleFiles, sectionNumber, tarGz } from '../../../test/library-upload-fixtures';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { createChat } from '../../../test/chat-fixtures';
import { listen, openStream } from '../../../test/event-stream-client';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { multipartBody } from '../../../test/trial-documents';
import { LIBRARY_EMBED_JOB } from './embed-job';

const MODEL = 'openai-compatible/fake-embed';

let fake: FakeEmbeddings;
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  // "zorblax" is a word no section holds, which the fake provider reads as "landlord".
  fake = await startFakeEmbeddings({ synonyms: { zorblax: 'landlord', qwimble: 'deposit' } });
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
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

// PGlite only (see vitest.config.ts), which always has pgvector; a PostgreSQL without it is
// library-embeddings-without-pgvector.postgres.test.ts.

/** The embedding jobs, oldest first, once none is waiting or running. */
async function settledEmbedJobs() {
  for (let waited = 0; ; waited += 50) {
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, LIBRARY_EMBED_JOB)).orderBy(jobs.id);
    if (rows.length > 0 && rows.every((row) => !['queued', 'running'].includes(row.status))) return rows;
    if (waited > 20_000) throw new Error(`embedding jobs still running: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function importTitle(sections: number, headingOf?: (i: number) => string) {
  const bytes = await tarGz(dcTitleFiles(sections, headingOf ? { headingOf } : {}));
  const { payload, headers } = await multipartBody({ jurisdiction: 'US-DC', format: 'auto' }, [
    { field: 'files', name: 'dc-title-42.tar.gz', bytes },
  ]);
  const response = await asUser(
    t.app,
    admin,
  )({
    method: 'POST',
    url: '/api/v1/admin/library/imports',
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(202);
  const { jobId } = response.json() as { jobId: number };
  for (let waited = 0; waited < 20_000; waited += 50) {
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (row && !['queued', 'running'].includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

const search = async (q: string) => {
  const response = await asUser(
    t.app,
    admin,
  )({
    method: 'GET',
    url: `/api/v1/library/search?q=${encodeURIComponent(q)}&jurisdiction=US-DC`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { mode: string; hits: { citation: string; heading: string }[] };
};

const vectorsOfSections = async () =>
  (
    await queryRows<{ sections: number; vectors: number }>(
      t.db,
      sql`select (select count(*)::int from library_sections where withdrawn_at is null) as sections,
            (select count(*)::int from library_section_vectors where model = ${MODEL}) as vectors`,
    )
  )[0]!;

describe('an embedding provider at start', () => {
  it('says once which search the library uses', async () => {
    const said = t.logs.filter((line) => line.includes('library search'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('library search fuses full-text search with vectors');
  });

  it('embeds the sections already in the library (the guides)', async () => {
    const [job] = await settledEmbedJobs();
    expect(job).toMatchObject({ status: 'succeeded', userId: null });
    const { sections, vectors } = await vectorsOfSections();
    expect(sections).toBeGreaterThan(0);
    expect(vectors).toBe(sections);
  });
});

describe('an import with an embedding provider', () => {
  it('embeds the imported sections after the import, and search finds them by meaning', async () => {
    await settledEmbedJobs();
    fake.requests.length = 0;
    const imported = await importTitle(3, (i) => (i === 1 ? 'Zorblax duties.' : `Rule ${i + 1} on parking.`));
    expect(imported.status, imported.error ?? '').toBe('succeeded');
    const embedded = (await settledEmbedJobs()).at(-1)!;
    expect(embedded.status, embedded.error ?? '').toBe('succeeded');
    expect(embedded.result).toEqual({ total: 3, embedded: 3, removed: 0 });
    expect(fake.requests.flatMap((r) => r.input)).toHaveLength(3);
    expect(fake.requests[0]!.authorization).toBe('Bearer sk-secret-embedding-key');
    expect(await vectorsOfSections()).toMatchObject({ vectors: (await vectorsOfSections()).sections });

    // No section holds "qwimble"; the provider reads it as "deposit", which every imported section is about.
    const found = await search('qwimble');
    expect(found.mode).toBe('text');
    expect(found.hits.map((hit) => hit.citation)).toContain(`D.C. Code § ${sectionNumber(0)}`);
  });

  it('keeps the import when the provider fails, and says so in the embedding job', async () => {
    await settledEmbedJobs();
    fake.configure({ failStatus: 401 });
    try {
      // Section 4 is new, and 1 to 3 changed their headings: four sections to embed.
      const imported = await importTitle(4);
      expect(imported.status, imported.error ?? '').toBe('succeeded');
      const failed = (await settledEmbedJobs()).at(-1)!;
      expect(failed).toMatchObject({ status: 'failed', errorCode: 'UPSTREAM_FAILED' });
      expect(failed.error).toBe(
        'The embedding provider rejected the API key. 0 of 4 sections were embedded; the others will be at the next import or start, and search ranks them by words meanwhile.',
      );
      expect(t.logs.join('\n')).not.toContain('sk-se');
      // The new section is in the library and found by its words.
      const found = await search('Rule 4 on tenancies');
      expect(found.hits.map((hit) => hit.citation)).toContain(`D.C. Code § ${sectionNumber(3)}`);
    } finally {
      fake.configure({ synonyms: { zorblax: 'landlord', qwimble: 'deposit' } });
    }
  });
});

const embeddingsStatus = async () => {
  const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/library/embeddings' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { embeddings: Record<string, unknown> }).embeddings;
};

describe("the admin's view of search by meaning", () => {
  it('counts the sections with a vector for their current text, and shows the latest embedding job', async () => {
    const last = (await settledEmbedJobs()).at(-1)!;
    const { sections } = await vectorsOfSections();
    const status = await embeddingsStatus();
    expect(status).toMatchObject({ state: 'on', model: MODEL, reason: null, total: sections });
    // The failed job above left four sections without a vector of their current text: one new, three changed.
    expect(status.embedded).toBe(sections - 4);
    expect(status.job).toMatchObject({ id: last.id, kind: LIBRARY_EMBED_JOB, status: 'failed' });
    // A section whose text changed since its vector was made no longer counts as embedded.
    await t.db.execute(
      sql`update library_sections set content_hash = 'changed' where id = (select min(section_id) from library_section_vectors)`,
    );
    expect((await embeddingsStatus()).embedded).toBe((status.embedded as number) - 1);
  });
});

describe('a chat reply with an embedding provider', () => {
  it('is grounded in sections found by meaning', async () => {
    await settledEmbedJobs();
    const user = await signUpAndLogin(t.app);
    // Only "qwimble" (read as "deposit") is asked: the words alone find nothing.
    const chatId = await createChat(t.app, user, {
      questionResponses: [{ questionId: 'custom', question: 'Qwimble' }],
      legalQuestionnaire: {
        country: 'USA',
        state: 'Washington, DC',
        role: 'plaintiff',
        description: 'Qwimble.',
      },
    });
    const events = await (
      await openStream(await listen(t.app), `/chats/${chatId}/initial-message`, { token: user.token })
    ).finished;
    const sources = (events.find((e) => 'sources' in e) as { sources: CitedSource[] }).sources;
    expect(sources.map((source) => source.jurisdiction)).toContain('US-DC');
    expect(sources[0]!.citation).toMatch(/^D\.C\. Code § 42-3501\.0\d/);
  });
});
