import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3-server';
import { loadConfig } from '../../config';
import { createFileStore } from './create-file-store';
import { createS3FileStore } from './s3-file-store';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

const storeFor = (server: LocalS3, secretAccessKey = server.secretAccessKey) =>
  createS3FileStore({
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    accessKeyId: server.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  });

describe('S3 file store', () => {
  it('puts, gets, reads and deletes an object in the bucket', async () => {
    const store = storeFor(s3);
    const bytes = Buffer.from('%PDF-1.7 a small document with ünïcode');
    await store.put('trials/1/abc.pdf', bytes, 'application/pdf');

    expect(s3.objects.get('trials/1/abc.pdf')).toEqual({ body: bytes, contentType: 'application/pdf' });

    const file = await store.get('trials/1/abc.pdf');
    expect(file).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(await text(file!.body)).toBe(bytes.toString());
    expect(await store.read('trials/1/abc.pdf')).toEqual(bytes);

    await store.delete('trials/1/abc.pdf');
    expect(s3.objects.has('trials/1/abc.pdf')).toBe(false);
    expect(s3.log).toEqual([
      'PUT trials/1/abc.pdf 200',
      'GET trials/1/abc.pdf 200',
      'GET trials/1/abc.pdf 200',
      'DELETE trials/1/abc.pdf 204',
    ]);
  });

  it('answers undefined for a missing object and deletes one quietly', async () => {
    const store = storeFor(s3);
    expect(await store.get('trials/none.pdf')).toBeUndefined();
    expect(await store.read('trials/none.pdf')).toBeUndefined();
    await expect(store.delete('trials/none.pdf')).resolves.toBeUndefined();
  });

  it('stores a 3 MB binary body intact', async () => {
    const store = storeFor(s3);
    const bytes = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
    await store.put('big/blob.bin', bytes, 'application/octet-stream');
    expect((await store.read('big/blob.bin'))?.equals(bytes)).toBe(true);
  });

  it('fails when the secret is wrong (requests are really signed)', async () => {
    const store = storeFor(s3, 'not-the-secret');
    await expect(store.put('x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(s3.objects.has('x.txt')).toBe(false);
  });
});

describe('createFileStore', () => {
  it('uses the bucket when S3_* is set and local files otherwise', async () => {
    const base = { DATA_DIR: '/tmp/amicus-store-test' };
    expect((await createFileStore(loadConfig(base))).kind).toBe('local');
    const withS3 = loadConfig({
      ...base,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect((await createFileStore(withS3)).kind).toBe('s3');
  });
});
