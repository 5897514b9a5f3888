import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@amicus/contract/common/upload-messages';
import { trialMessages } from '@amicus/contract/trials/messages';
import { createLlm } from '../../adapters/llm/create-llm';
import { trialFiles, trials } from '../../db/schema/index';
import { attachFiles } from '../../../test/chat-attachment-requests';
import { createChat } from '../../../test/chat-fixtures';
import { makeFlateBombPdf, makePageTreeBombPdf, makeZipBombDocx } from '../../../test/hostile-documents';
import { createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { multipartBody, type UploadFile } from '../../../test/trial-documents';
import { CASE, createTrial, useOfflineModel } from '../../../test/trial-requests';

const offlineLlm = () => createLlm({ offlineChunkDelayMs: 0 });

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
}

async function post(
  base: string,
  session: Session,
  url: string,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  const { payload, headers } = await multipartBody(fields, files);
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${session.token}` },
    body: new Uint8Array(payload),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** GET /health over and over until `work` settles: every answer's status, and how long the slowest took. */
async function probeHealthWhile<T>(base: string, work: Promise<T>) {
  let done = false;
  const settled = work.finally(() => (done = true));
  const statuses: number[] = [];
  let slowest = 0;
  while (!done) {
    const sent = performance.now();
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    statuses.push(response.status);
    slowest = Math.max(slowest, performance.now() - sent);
    // A pause between probes: a tight loop would hold this machine's CPU, and the reader runs below it.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { result: await settled, statuses, slowest };
}

describe('hostile documents', () => {
  let t: TestApp;
  let user: Session;
  let base: string;
  const bombs: Record<string, Buffer> = {};
  beforeAll(async () => {
    t = await createTestApp({ adapters: { llm: offlineLlm() } });
    user = await signUpAndLogin(t.app);
    await useOfflineModel(t.db, user.user.id);
    base = await listen(t);
    bombs['pages.pdf'] = makePageTreeBombPdf();
    bombs['inflate.pdf'] = await makeFlateBombPdf(400);
    bombs['bomb.docx'] = await makeZipBombDocx(300);
  }, 120_000);
  afterAll(() => t.close());

  const refusals = {
    'pages.pdf': 'cannot be read: it declares 100,000,000 pages (at most 5,000 can be read)',
    'inflate.pdf': 'cannot be read: it unpacks to more than 128 MB',
    'bomb.docx': 'cannot be read: it unpacks to more than 128 MB',
  } as const;

  for (const [name, reason] of Object.entries(refusals)) {
    it(
      `POST /trials answers 413 naming “${name}”, stores nothing, and /health answers meanwhile`,
      { timeout: 120_000 },
      async () => {
        const { result, statuses } = await probeHealthWhile(
          base,
          post(base, user, '/trials', CASE, [{ field: 'files', name, bytes: bombs[name]! }]),
        );
        expect(result.status).toBe(413);
        expect(result.body).toEqual({
          success: false,
          code: 'PAYLOAD_TOO_LARGE',
          message: trialMessages.documentTooDemanding(name, reason),
        });
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses.every((status) => status === 200)).toBe(true);
        expect(await t.db.select().from(trials).where(eq(trials.userId, user.user.id))).toEqual([]);
      },
    );
  }

  it(
    'POST /trials/analyze answers 413 naming each hostile file; a good file after them is read',
    { timeout: 180_000 },
    async () => {
      const trialId = await createTrial(t.app, user);
      for (const [name, reason] of Object.entries(refusals)) {
        const { result, statuses } = await probeHealthWhile(
          base,
          post(base, user, '/trials/analyze', { trialId: String(trialId) }, [
            { field: 'plaintiffFiles', name: 'note.txt', bytes: Buffer.from('The deposit was $1,200.') },
            { field: 'defendantFiles', name, bytes: bombs[name]! },
          ]),
        );
        expect(result.status).toBe(413);
        expect(result.body.message).toBe(trialMessages.documentTooDemanding(name, reason));
        expect(statuses.every((status) => status === 200)).toBe(true);
      }
      expect(await t.db.select().from(trialFiles).where(eq(trialFiles.trialId, trialId))).toEqual([]);
      const good = await post(base, user, '/trials/analyze', { trialId: String(trialId) }, [
        { field: 'plaintiffFiles', name: 'note.txt', bytes: Buffer.from('The deposit was $1,200.') },
      ]);
      expect(good.status).toBe(200);
    },
  );
});

describe('storage quota', () => {
  let t: TestApp;
  let user: Session;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { STORAGE_QUOTA_MB: '1' }, adapters: { llm: offlineLlm() } });
    user = await signUpAndLogin(t.app);
    await useOfflineModel(t.db, user.user.id);
    base = await listen(t);
  });
  afterAll(() => t.close());

  const note = (kb: number) =>
    Buffer.from('The tenant paid the rent on time. '.repeat(30 * kb)).subarray(0, kb * 1024);

  it('stores files up to the quota, then answers 413 saying what is used; nothing more is stored', async () => {
    const first = await post(base, user, '/trials', CASE, [
      { field: 'files', name: 'first.txt', bytes: note(700) },
    ]);
    expect(first.status).toBe(201);
    const trialId = first.body.trialId as number;

    const second = await post(base, user, '/trials/analyze', { trialId: String(trialId) }, [
      { field: 'plaintiffFiles', name: 'second.txt', bytes: note(400) },
    ]);
    expect(second.status).toBe(413);
    expect(second.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: trialMessages.storageQuotaReached('0.7', '0.4', 1),
    });
    const stored = await t.db.select().from(trialFiles).where(eq(trialFiles.trialId, trialId));
    expect(stored.map((file) => file.fileName)).toEqual(['first.txt']);

    // What still fits is stored.
    const small = await post(base, user, '/trials/analyze', { trialId: String(trialId) }, [
      { field: 'plaintiffFiles', name: 'small.txt', bytes: note(200) },
    ]);
    expect(small.status).toBe(200);
  });

  it('counts each user on their own', async () => {
    const other = await signUpAndLogin(t.app);
    await useOfflineModel(t.db, other.user.id);
    const response = await post(base, other, '/trials', CASE, [
      { field: 'files', name: 'own.txt', bytes: note(700) },
    ]);
    expect(response.status).toBe(201);
  });
});

describe('concurrent uploads', () => {
  let t: TestApp;
  let user: Session;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOADS_MAX_CONCURRENT: '1' }, adapters: { llm: offlineLlm() } });
    user = await signUpAndLogin(t.app);
    await useOfflineModel(t.db, user.user.id);
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while the instance reads its limit of uploads, and takes the next after', async () => {
    const { payload, headers } = await multipartBody(CASE, [
      { field: 'files', name: 'slow.txt', bytes: Buffer.from('An upload that arrives slowly.') },
    ]);
    // The first upload sends half its body and waits: it holds the only slot.
    const url = new URL(`${base}/trials`);
    const held = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-length': String(payload.length),
        authorization: `Bearer ${user.token}`,
      },
    });
    const firstAnswer = new Promise<number>((resolve, reject) => {
      held.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      held.on('error', reject);
    });
    held.write(payload.subarray(0, payload.length >> 1));

    const second = () =>
      post(base, user, '/trials', CASE, [
        { field: 'files', name: 'next.txt', bytes: Buffer.from('Next one.') },
      ]);
    let refused: Awaited<ReturnType<typeof second>> | undefined;
    // Until the server has begun reading the held upload, a next one is taken (201). Eight tries at most: each
    // one taken counts toward the user's ten submissions an hour.
    await expect
      .poll(
        async () => {
          refused = await second();
          return refused.status;
        },
        { interval: 500, timeout: 4_000 },
      )
      .toBe(503);
    expect(refused!.headers.get('retry-after')).toBe('10');
    expect(refused!.body).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: trialMessages.uploadsBusy(10),
    });
    // The slots are the instance's, not the trials': a chat's attachment waits too, and nothing is stored.
    const chatId = await createChat(t.app, user);
    const attachment = await attachFiles(t.app, user, chatId, [
      { name: 'note.txt', bytes: Buffer.from('A note.'), type: 'text/plain' },
    ]);
    expect(attachment.statusCode).toBe(503);
    expect(attachment.json().message).toBe(uploadMessages.uploadsBusy(10));

    held.end(payload.subarray(payload.length >> 1));
    expect(await firstAnswer).toBe(201);
    expect((await second()).status).toBe(201);
    const later = await attachFiles(t.app, user, chatId, [
      { name: 'note.txt', bytes: Buffer.from('A note.'), type: 'text/plain' },
    ]);
    expect(later.statusCode).toBe(201);
  });
});
