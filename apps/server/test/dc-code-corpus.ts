import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../src/db/client';
import { importLibrary } from '../src/domain/library/import/import-library';
import { folderInput } from '../src/domain/library/import/import-input';
import { CORPORA, CORPUS_DATES, requireCorpus } from './corpora';

/**
 * Real sections of the D.C. Code, read from the corpus (test/corpora.ts) and never copied into the repository:
 * the named section files are unpacked into a temporary folder and imported as the importer imports the code.
 */
export const DC_CODE_TARBALL = CORPORA.dcCode;
/** The codification the corpus is a snapshot of. */
export const DC_CODE_AS_OF = CORPUS_DATES.dcCode;

const sectionFile = (number: string) =>
  `us/dc/council/code/titles/${number.split('-')[0]}/sections/${number}.xml`;

/** Imports the named sections (e.g. `42-3502.17`) of the real D.C. Code into the library. */
export async function seedDcCodeSections(db: Database, numbers: readonly string[]): Promise<void> {
  requireCorpus(DC_CODE_TARBALL);
  const wanted = new Set(numbers.map(sectionFile));
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'amicus-dc-code-'));
  try {
    await tar.x({
      file: DC_CODE_TARBALL,
      cwd: dir,
      filter: (entry) => wanted.has(entry.replace(/^\.\//, '')),
    });
    const files = [...wanted].filter((file) => fs.existsSync(path.join(dir, file)));
    if (files.length !== wanted.size) throw new Error(`The corpus lacks some of ${numbers.join(', ')}`);
    const report = await importLibrary(db, folderInput(dir, files), { asOf: DC_CODE_AS_OF });
    if (report.failed > 0)
      throw new Error(`Importing ${numbers.join(', ')} failed: ${JSON.stringify(report.failures)}`);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
