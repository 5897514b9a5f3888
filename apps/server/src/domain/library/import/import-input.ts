import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type * as XzModule from 'xz-decompress';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import type { ImportInput } from '../formats/format';
import { indexTar } from './tar-index';

/**
 * What an import may unpack. The whole D.C. Code is 92 MB in 24,000 files; these leave room for a larger
 * jurisdiction while a zip or tar bomb stops at the limit instead of filling the disk.
 */
export type UnpackLimits = { maxFiles: number; maxBytes: number; maxFileBytes: number };
export const DEFAULT_UNPACK_LIMITS: UnpackLimits = {
  maxFiles: 100_000,
  maxBytes: 1024 * 1024 * 1024,
  maxFileBytes: 64 * 1024 * 1024,
};

export class ImportInputError extends Error {}

const ARCHIVE = /\.(tar\.gz|tgz|tar\.xz|txz|tar|zip)$/i;
const XZ = /\.(tar\.xz|txz)$/i;
export const isArchive = (name: string) => ARCHIVE.test(name);

/**
 * Turns what the user named (a file, a folder or an archive) into files to import, read in place. A tar archive
 * (gzipped or xz-compressed ones decompressed first, to one temporary file) is read where its files lie in it; a
 * zip is unpacked into a temporary folder. Both under the limits; `dispose` removes what was made.
 */
export async function openImportInput(
  target: string,
  limits: UnpackLimits = DEFAULT_UNPACK_LIMITS,
  /** How far the unpacking of an archive has gone, 0 to 1: a large one takes half a minute. */
  onUnpacking?: (fraction: number) => void,
): Promise<{ input: ImportInput; dispose: () => Promise<void> }> {
  const stat = await fs.stat(target).catch(() => undefined);
  if (!stat) throw new ImportInputError(`${path.basename(target)} does not exist`);
  if (stat.isDirectory())
    return { input: folderInput(target, await listFiles(target, limits)), dispose: async () => {} };
  if (!isArchive(target))
    return { input: folderInput(path.dirname(target), [path.basename(target)]), dispose: async () => {} };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-import-'));
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  try {
    if (/\.zip$/i.test(target)) {
      await unzip(target, dir, limits, onUnpacking);
      return { input: folderInput(dir, await listFiles(dir, limits)), dispose };
    }
    const { input, close } = await tarInput(target, dir, limits, onUnpacking);
    return {
      input,
      dispose: async () => {
        await close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function readHead(file: string, bytes: number): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Files in a folder on disk. */
export function folderInput(root: string, files: string[]): ImportInput {
  const full = (file: string) => path.join(root, file);
  return {
    files,
    read: (file) => fs.readFile(full(file)),
    head: (file, bytes = 2048) => readHead(full(file), bytes),
    size: async (file) => (await fs.stat(full(file))).size,
    pathOf: async (file) => full(file),
  };
}

/**
 * The files of a tar archive, read in place: a compressed archive is first decompressed into `dir` (one file,
 * written in sequence), then its headers are walked once for where each file lies.
 */
async function tarInput(
  target: string,
  dir: string,
  limits: UnpackLimits,
  onUnpacking?: (fraction: number) => void,
): Promise<{ input: ImportInput; close: () => Promise<void> }> {
  let tarFile = target;
  if (!/\.tar$/i.test(target)) {
    tarFile = path.join(dir, 'archive.tar');
    try {
      await pipeline(await decompressed(target, limits, onUnpacking), createWriteStream(tarFile));
    } catch (error) {
      throw error instanceof ImportInputError ? error : new ImportInputError('is not a readable archive');
    }
  }
  let files = 0;
  let bytes = 0;
  const entries = await indexTar(tarFile, (entryPath, size) => {
    const normal = path.posix.normalize(entryPath);
    if (normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal))
      throw new ImportInputError('holds a path outside its folder');
    files += 1;
    bytes += size;
    if (size > limits.maxFileBytes) throw new ImportInputError('holds a file larger than the import allows');
    if (files > limits.maxFiles) throw new ImportInputError(`holds more than ${limits.maxFiles} files`);
    if (bytes > limits.maxBytes) throw tooLarge(limits);
  }).catch((error: unknown) => {
    throw error instanceof ImportInputError ? error : new ImportInputError('is not a readable archive');
  });
  const byName = new Map([...entries].map(([name, entry]) => [path.posix.normalize(name), entry]));
  const handle = await fs.open(tarFile, 'r');
  let written = 0;
  const entryOf = (file: string) => {
    const entry = byName.get(file);
    if (!entry) throw new ImportInputError(`${file} is not in the archive`);
    return entry;
  };
  const readPart = async (file: string, length?: number) => {
    const entry = entryOf(file);
    const buffer = Buffer.alloc(Math.min(entry.size, length ?? entry.size));
    await handle.read(buffer, 0, buffer.length, entry.offset);
    return buffer;
  };
  const input: ImportInput = {
    files: [...byName.keys()].sort(),
    read: (file) => readPart(file),
    head: async (file, length = 2048) => (await readPart(file, length)).toString('utf8'),
    size: async (file) => entryOf(file).size,
    pathOf: async (file) => {
      written += 1;
      const out = path.join(dir, 'files', String(written), path.posix.basename(file));
      await fs.mkdir(path.dirname(out), { recursive: true });
      await fs.writeFile(out, await readPart(file));
      return out;
    },
  };
  return { input, close: () => handle.close() };
}

async function listFiles(root: string, limits: UnpackLimits): Promise<string[]> {
  const files: string[] = [];
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (files.length >= limits.maxFiles)
      throw new ImportInputError(`holds more than ${limits.maxFiles} files`);
    files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files.sort();
}

const tooLarge = (limits: UnpackLimits) =>
  new ImportInputError(`unpacks to more than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);

/**
 * A compressed tar's bytes as a stream: gzip by Node's zlib, xz by xz-decompress (the xz format in WebAssembly, no
 * native addon; a quarter of `xz`'s speed, 14 s for the whole U.S. Code), cut off once past the unpack limit, so a
 * bomb is not inflated to its end.
 */
async function decompressed(
  file: string,
  limits: UnpackLimits,
  onUnpacking?: (fraction: number) => void,
): Promise<Readable> {
  const { size } = await fs.stat(file);
  const source = createReadStream(file);
  let read = 0;
  // Compressed bytes read are how far it has gone: the unpacked size is not known before the end.
  if (onUnpacking)
    source.on('data', (chunk) => {
      read += chunk.length;
      onUnpacking(Math.min(1, read / Math.max(1, size)));
    });
  let stream: Readable;
  if (XZ.test(file)) {
    // A CommonJS package: Node hands its exports over as the default, a loader may hand them over by name.
    const loaded = (await import('xz-decompress')) as Partial<typeof XzModule> & {
      default?: typeof XzModule;
    };
    const XzReadableStream = loaded.XzReadableStream ?? loaded.default!.XzReadableStream;
    stream = Readable.fromWeb(new XzReadableStream(Readable.toWeb(source)) as NodeReadableStream<Uint8Array>);
  } else {
    stream = source.pipe(zlib.createGunzip());
  }
  let bytes = 0;
  // The tar's headers and padding come on top of the files' bytes.
  const cap = limits.maxBytes + (limits.maxFiles + 2) * 1024;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > cap ? tooLarge(limits) : null, chunk);
    },
  });
  // A damaged stream fails the unpacking as a damaged tar does.
  stream.on('error', (error) => counted.destroy(error));
  return stream.pipe(counted);
}

/** zip: each entry's inflated bytes are counted as they come, so a declared size cannot lie its way past. */
function unzip(
  file: string,
  dir: string,
  limits: UnpackLimits,
  onUnpacking?: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError) return reject(new ImportInputError('is not a readable archive'));
      let files = 0;
      let bytes = 0;
      let failed = false;
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        zip.close();
        reject(error);
      };
      // yauzl refuses an entry named with `..` or an absolute path before we see it: say so, not "unreadable".
      zip.on('error', (error: Error) =>
        fail(
          new ImportInputError(
            /invalid relative path|absolute path/.test(error.message)
              ? 'holds a path outside its folder'
              : 'is not a readable archive',
          ),
        ),
      );
      zip.on('end', () => resolve());
      let seen = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        seen += 1;
        onUnpacking?.(seen / Math.max(1, zip.entryCount));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        const target = path.resolve(dir, entry.fileName);
        if (!target.startsWith(dir + path.sep))
          return fail(new ImportInputError('holds a path outside its folder'));
        files += 1;
        if (files > limits.maxFiles)
          return fail(new ImportInputError(`holds more than ${limits.maxFiles} files`));
        if (entry.uncompressedSize > limits.maxFileBytes || bytes + entry.uncompressedSize > limits.maxBytes)
          return fail(tooLarge(limits));
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(new ImportInputError('is not a readable archive'));
          // An entry that inflates past the size it declares fails as soon as it is inflated, possibly before
          // the pipeline below is built: a lie about its size is a bomb.
          const refuse = (error: unknown) =>
            fail(
              error instanceof ImportInputError
                ? error
                : error instanceof Error && /too many bytes/.test(error.message)
                  ? tooLarge(limits)
                  : new ImportInputError('is not a readable archive'),
            );
          stream.on('error', refuse);
          // Counted inside the pipeline: a 'data' listener would start the flow before the file is open,
          // and the bytes read meanwhile would be lost.
          const count = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              bytes += chunk.length;
              done(bytes > limits.maxBytes ? tooLarge(limits) : null, chunk);
            },
          });
          fs.mkdir(path.dirname(target), { recursive: true })
            .then(() => fs.open(target, 'w'))
            .then((handle) => pipeline(stream, count, handle.createWriteStream()))
            .then(() => zip.readEntry())
            .catch(refuse);
        });
      });
      zip.readEntry();
    });
  });
}
