import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcCodeFixture, writeFiles } from '../../../../test/dc-code-fixtures';
import { assembleZip, makeZipBombDocx, storedZipEntry } from '../../../../test/hostile-documents';
import { openTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import { UnknownFormatError } from '../formats/index';
import { importLibrary } from './import-library';
import { ImportInputError, openImportInput, type UnpackLimits } from './import-input';

const SMALL: UnpackLimits = { maxFiles: 20, maxBytes: 1024 * 1024, maxFileBytes: 512 * 1024 };

let handle: DatabaseHandle;
let work: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-input-'));
});
afterAll(async () => {
  await handle?.close();
  await fs.rm(work, { recursive: true, force: true });
});

const rowCounts = async () => ({
  sources: (await handle.db.select().from(librarySources)).length,
  sections: (await handle.db.select().from(librarySections)).length,
});

async function write(name: string, bytes: Buffer | string): Promise<string> {
  const file = path.join(work, name);
  await fs.writeFile(file, bytes);
  return file;
}

/** Opens the archive and imports it, answering the report or the error that stopped it. */
async function importArchive(file: string, limits = SMALL) {
  const { input, dispose } = await openImportInput(file, limits);
  try {
    return await importLibrary(handle.db, input);
  } finally {
    await dispose();
  }
}

describe('import input', () => {
  it('tells how far the unpacking of a .tar.gz and a .zip has gone, up to the whole', async () => {
    const dir = await writeFiles(dcCodeFixture());
    const tarFile = path.join(work, 'progress.tar.gz');
    await tar.c({ gzip: true, file: tarFile, cwd: dir }, ['us']);
    await fs.rm(dir, { recursive: true, force: true });
    const zipFile = await write(
      'progress.zip',
      assembleZip([...dcCodeFixture()].map(([name, text]) => storedZipEntry(name, text))),
    );
    for (const file of [tarFile, zipFile]) {
      const seen: number[] = [];
      const { dispose } = await openImportInput(file, SMALL, (fraction) => seen.push(fraction));
      await dispose();
      expect(seen.length, file).toBeGreaterThan(0);
      expect(seen.at(-1), file).toBe(1);
      expect(
        seen.every((f, i) => f > 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!)),
        file,
      ).toBe(true);
    }
  });

  it('unpacks a .tar.gz and a .zip of the code and imports them alike', async () => {
    const dir = await writeFiles(dcCodeFixture());
    const tarFile = path.join(work, 'code.tar.gz');
    await tar.c({ gzip: true, file: tarFile, cwd: dir }, ['us']);
    const zipFile = await write(
      'code.zip',
      assembleZip([...dcCodeFixture()].map(([name, text]) => storedZipEntry(name, text))),
    );
    await fs.rm(dir, { recursive: true, force: true });

    expect(await importArchive(tarFile)).toMatchObject({ added: 6, failed: 0 });
    expect(await importArchive(zipFile)).toMatchObject({ added: 0, unchanged: 6, failed: 0 });
  });

  it('removes the unpacked folder when done', async () => {
    const zipFile = await write('one.zip', assembleZip([storedZipEntry('a.txt', 'A')]));
    const { input, dispose } = await openImportInput(zipFile, SMALL);
    expect(input.files).toEqual(['a.txt']);
    const unpacked = await input.pathOf('a.txt');
    await dispose();
    await expect(fs.stat(unpacked)).rejects.toThrow();
  });

  it('answers a file that does not exist', async () => {
    await expect(openImportInput(path.join(work, 'nothing.zip'))).rejects.toThrow(
      new ImportInputError('nothing.zip does not exist'),
    );
  });

  it('refuses a zip bomb whose entry inflates past the limit, leaving the library as it was', async () => {
    const before = await rowCounts();
    const bomb = await write('bomb.zip', await makeZipBombDocx(4));
    expect((await fs.stat(bomb)).size).toBeLessThan(64 * 1024);
    await expect(importArchive(bomb)).rejects.toThrow(new ImportInputError('unpacks to more than 1 MB'));
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a zip entry whose inflated bytes pass the limit though it declares a small size', async () => {
    const bomb = await makeZipBombDocx(4);
    // The central directory's and the local header's uncompressed sizes (offsets 24 and 22) both lie: 100 bytes.
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    let at = directory;
    while (at !== -1) {
      const local = bomb.readUInt32LE(at + 42);
      const name = bomb.toString('utf8', at + 46, at + 46 + bomb.readUInt16LE(at + 28));
      if (name === 'word/document.xml') {
        bomb.writeUInt32LE(100, at + 24);
        bomb.writeUInt32LE(100, local + 22);
      }
      at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4);
    }
    const file = await write('liar.zip', bomb);
    await expect(importArchive(file)).rejects.toThrow(new ImportInputError('unpacks to more than 1 MB'));
  });

  it('refuses a tar with too many files', async () => {
    const dir = await writeFiles(new Map(Array.from({ length: 25 }, (_, i) => [`many/f${i}.txt`, 'x'])));
    const file = path.join(work, 'many.tar');
    await tar.c({ file, cwd: dir }, ['many']);
    await fs.rm(dir, { recursive: true, force: true });
    await expect(importArchive(file)).rejects.toThrow(new ImportInputError('holds more than 20 files'));
  });

  it('refuses a folder with too many files', async () => {
    const dir = await writeFiles(new Map(Array.from({ length: 25 }, (_, i) => [`f${i}.txt`, 'x'])));
    await expect(openImportInput(dir, SMALL)).rejects.toThrow(
      new ImportInputError('holds more than 20 files'),
    );
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses a zip entry whose path leaves the folder, and writes nothing outside it', async () => {
    const escapee = `amicus-escape-${process.pid}.xml`;
    const file = await write(
      'escape.zip',
      assembleZip([storedZipEntry('ok.xml', '<a/>'), storedZipEntry(`../${escapee}`, '<section/>')]),
    );
    const before = await rowCounts();
    await expect(importArchive(file)).rejects.toThrow(
      new ImportInputError('holds a path outside its folder'),
    );
    await expect(fs.stat(path.join(os.tmpdir(), escapee))).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a file that is not an archive though named like one', async () => {
    const file = await write('fake.zip', 'not a zip at all');
    await expect(importArchive(file)).rejects.toThrow(new ImportInputError('is not a readable archive'));
  });

  it('answers a file in no known format as such, leaving the library as it was', async () => {
    const before = await rowCounts();
    const file = await write('data.bin', Buffer.from([0, 1, 2, 3, 254, 255]));
    const { input } = await openImportInput(file);
    const error = await importLibrary(handle.db, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownFormatError);
    expect((error as Error).message).toMatch(
      /^is in no format the library can import \(.*Open Law Library XML/,
    );
    expect(await rowCounts()).toEqual(before);
  });
});
