import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** Every migration file's content and the PGlite version: a new migration or engine makes a new image. */
async function imageKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json; its entry point sits in dist/ beside it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(entry), '..', 'package.json');
  hash.update(JSON.parse(await fs.readFile(pglitePackage, 'utf8')).version);
  const files = (await fs.readdir(migrationsDir, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsDir, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of an empty, migrated PGlite database, built once and kept in the temp directory. Opening from it
 * skips PGlite's initdb, which is most of the cost of a fresh embedded database (seconds per test file).
 */
async function migratedImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `amicus-pglite-image-${await imageKey()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    const fresh = await openDatabase({});
    const image = await fresh.dumpDataDir!();
    await fresh.close();
    // Written under a private name then renamed, so parallel test files never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await fs.rename(partial, file);
    // Images of older migration sets are 40 MB each and never read again.
    for (const name of await fs.readdir(os.tmpdir())) {
      const stale =
        name.startsWith('amicus-pglite-image-') && name.endsWith('.tar') && name !== path.basename(file);
      if (stale) await fs.rm(path.join(os.tmpdir(), name), { force: true });
    }
    return image;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (in the postgres project) a new
 * PostgreSQL database created beside TEST_DATABASE_URL and dropped afterwards.
 */
export async function openTestDatabase(
  options: {
    /** PostgreSQL: the statement and connection timeouts, as the config gives them. */
    statementTimeoutMs?: number;
    connectionTimeoutMs?: number;
    /** PostgreSQL: the app's connections go to this local port (a relay test cuts) instead of the server's. */
    port?: number;
  } = {},
): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.AMICUS_TEST_DB !== 'postgres' || !url)
    return openDatabase({ image: await migratedImage() });

  const name = `amicus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  if (options.port !== undefined) {
    testUrl.hostname = '127.0.0.1';
    testUrl.port = String(options.port);
  }
  const handle = await openDatabase({
    databaseUrl: testUrl.toString(),
    poolSize: 5,
    statementTimeoutMs: options.statementTimeoutMs,
    connectionTimeoutMs: options.connectionTimeoutMs,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
