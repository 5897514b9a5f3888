import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included, as in `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: local disk under DATA_DIR by default, an S3-compatible bucket when S3_* is set.
 * Keys are relative paths chosen by the server (never by the client); nothing here is served publicly.
 */
export type FileStore = {
  kind: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Stores a file from disk, streamed, so an upload never has to be held in memory whole. */
  putFile: (key: string, filePath: string, contentType: string) => Promise<void>;
  /**
   * The file's bytes as a stream, or undefined when it does not exist; with `range` (inclusive byte offsets
   * within the file, as an HTTP Range asks), only those bytes. `size` is the length of what `body` gives.
   */
  get: (
    key: string,
    range?: ByteRange,
  ) => Promise<{ body: Readable; contentType: string; size: number } | undefined>;
  read: (key: string) => Promise<Buffer | undefined>;
  delete: (key: string) => Promise<void>;
};
