import fs from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm } from '../adapters/llm/create-llm';
import { createChat } from '../../test/chat-fixtures';
import { createTestApp, signUpAndLogin, type Session, type TestApp } from '../../test/test-app';
import { multipartBody, type UploadFile } from '../../test/trial-documents';
import { CASE, useOfflineModel } from '../../test/trial-requests';

/**
 * Every way an upload's request can end gives its slot and its temporary folder back: the answer sent, the client
 * aborting mid-body, the client hanging up once its body is sent, and the handler failing. One slot per instance
 * here, so a single leak would refuse every later upload with 503.
 */

const FILE: UploadFile[] = [{ field: 'files', name: 'note.txt', bytes: Buffer.from('A short note.') }];

let t: TestApp;
let user: Session;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { UPLOADS_MAX_CONCURRENT: '1' },
    adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
  });
  user = await signUpAndLogin(t.app);
  await useOfflineModel(t.db, user.user.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The raw request of a multipart upload to `path`, as bytes a socket can send in parts. */
async function rawUpload(path: string, fields: Record<string, string>, files: UploadFile[]) {
  const { payload, headers } = await multipartBody(fields, files);
  const head = [
    `POST /api/v1${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Authorization: Bearer ${user.token}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${payload.length}`,
    '',
    '',
  ].join('\r\n');
  return { head: Buffer.from(head), payload };
}

/**
 * Sends `bytes` on a new connection and hangs up without reading an answer: at once (`destroy`), or after
 * closing its side of the connection (`end`), which lets the server read the whole body first.
 */
function sendAndHangUp(bytes: Buffer, how: 'destroy' | 'end' = 'destroy'): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(bytes, () => {
        if (how === 'destroy') {
          socket.destroy();
          resolve();
        } else {
          socket.end();
          socket.on('close', () => resolve());
          socket.resume();
        }
      });
    });
    socket.on('error', reject);
  });
}

async function upload(path: string, fields: Record<string, string>, files: UploadFile[]) {
  const { payload, headers } = await multipartBody(fields, files);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${user.token}` },
    body: new Uint8Array(payload),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Until a request has ended its slot may still be held: an upload without its case fields is admitted once the
 * slot is free and then refused by its schema (400), where a held slot answers 503. It uses none of the user's
 * hourly submissions.
 */
async function expectSlotFree() {
  await expect.poll(() => upload('/trials', {}, FILE), { interval: 100, timeout: 10_000 }).toBe(400);
}

async function expectNoTemporaryFiles() {
  await expect
    .poll(async () => (await fs.readdir(t.config.uploads.tempDir).catch(() => [])).length, {
      interval: 100,
      timeout: 10_000,
    })
    .toBe(0);
}

describe('an upload slot', () => {
  it('is given back, with its files, once the answer is sent', async () => {
    expect(await upload('/trials', CASE, FILE)).toBe(201);
    expect(await upload('/trials', CASE, FILE)).toBe(201);
    await expectNoTemporaryFiles();
  });

  it('is given back when clients hang up right after sending their whole body', async () => {
    const { head, payload } = await rawUpload('/trials', CASE, FILE);
    for (let i = 0; i < 4; i++) {
      await sendAndHangUp(Buffer.concat([head, payload]), i % 2 === 0 ? 'destroy' : 'end');
      // Each hung-up upload must end before the next is taken; with one slot a leak shows at the next.
      await expectSlotFree();
    }
    await expectNoTemporaryFiles();
  });

  it('is given back when a client aborts in the middle of its body', async () => {
    const { head, payload } = await rawUpload('/trials', CASE, [
      { field: 'files', name: 'big.txt', bytes: Buffer.alloc(512 * 1024, 'a') },
    ]);
    // Cut in the middle of its body, or after its head alone: then the client is gone before its form is opened.
    for (const sent of [payload.length >> 1, 0, payload.length >> 2, 0]) {
      await sendAndHangUp(Buffer.concat([head, payload.subarray(0, sent)]));
      await expectSlotFree();
    }
    await expectNoTemporaryFiles();
  });

  it('is given back when the request fails', async () => {
    // A file the reader refuses (an image) fails the request with 415 after the form was read.
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const chatId = await createChat(t.app, user);
    for (let i = 0; i < 3; i++)
      expect(
        await upload(`/chats/${chatId}/attachments`, {}, [{ field: 'files', name: 'photo.png', bytes: png }]),
      ).toBe(415);
    await expectSlotFree();
    await expectNoTemporaryFiles();
  });
});
