import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedContent } from '../src/db/seed/seed';
import { migratedImage } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite image migrated and seeded with the catalogue, plans and guides, built for this run. */
    seededImagePath: string;
  }
}

/**
 * Seeds the catalogue, plans and guides once per run instead of once per test file: writing the guides through
 * the library importer took seconds per file. Built again on every run from the code under test, so a change
 * to the seed or the importer can never be hidden by a stale image. The admin is still created per file, with
 * that file's configuration.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ image: await migratedImage() });
  await seedContent(handle.db);
  const image = await handle.dumpDataDir!();
  await handle.close();
  const file = path.join(
    os.tmpdir(),
    `amicus-pglite-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('seededImagePath', file);
  return () => fs.rm(file, { force: true });
}
