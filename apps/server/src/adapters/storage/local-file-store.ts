import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';

const CONTENT_TYPE_SUFFIX = '.content-type';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under `<root>/<key>`; the content type is kept in a small sidecar file. */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    // Keys come from the server, but a key must never step outside the root.
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error('Storage key outside the store');
    return target;
  };

  return {
    kind: 'local',
    put: async (key, body, contentType) => {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, body);
      await fs.writeFile(target + CONTENT_TYPE_SUFFIX, contentType);
    },
    putFile: async (key, filePath, contentType) => {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(filePath, target);
      await fs.writeFile(target + CONTENT_TYPE_SUFFIX, contentType);
    },
    get: async (key, range) => {
      const target = resolve(key);
      try {
        const [stat, contentType] = await Promise.all([
          fs.stat(target),
          fs.readFile(target + CONTENT_TYPE_SUFFIX, 'utf8'),
        ]);
        if (!range) return { body: createReadStream(target), contentType, size: stat.size };
        const end = Math.min(range.end, stat.size - 1);
        return {
          body: createReadStream(target, { start: range.start, end }),
          contentType,
          size: Math.max(0, end - range.start + 1),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    read: async (key) => {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      const target = resolve(key);
      await fs.rm(target, { force: true });
      await fs.rm(target + CONTENT_TYPE_SUFFIX, { force: true });
    },
  };
}
