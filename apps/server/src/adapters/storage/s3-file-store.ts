import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ByteRange, FileStore } from './file-store';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** The object body as a Node stream; the SDK gives one in Node, a web stream elsewhere. */
function toReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof (body as WebReadableStream).getReader === 'function') {
    return Readable.fromWeb(body as WebReadableStream);
  }
  throw new Error('The storage service returned no object body');
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…) under the server's own keys.
 * Objects stay private: they are read through the API (owner or admin), never through a public bucket URL.
 */
export function createS3FileStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums (and their chunked uploads) are refused by several S3-compatible
    // services; plain signed requests work everywhere, and S3 still checks the body against its SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;

  const getObject = async (key: string, range?: ByteRange) => {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    putFile: async (key, filePath, contentType) => {
      const { size } = await fs.stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    get: async (key, range) => {
      const object = await getObject(key, range);
      if (!object?.Body) return undefined;
      return {
        body: toReadable(object.Body),
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength ?? 0,
      };
    },
    read: async (key) => {
      const object = await getObject(key);
      if (!object?.Body) return undefined;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    delete: async (key) => {
      // S3 answers 204 for a key that does not exist, so deleting twice is harmless.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
