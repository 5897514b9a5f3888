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
export async function migratedImage(): Promise<Blob> {
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
    // Images of older migration sets are 40 MB each and never read again. One written in the last day may be
    // another checkout's (a branch with a new migration, tested beside this one): removing it made each rebuild
    // the other's image, at the cost of an initdb per test file.
    for (const name of await fs.readdir(os.tmpdir())) {
      const other =
        name.startsWith('amicus-pglite-image-') && name.endsWith('.tar') && name !== path.basename(file);
      if (!other) continue;
      const stat = await fs.stat(path.join(os.tmpdir(), name)).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > 24 * 60 * 60 * 1000)
        await fs.rm(path.join(os.tmpdir(), name), { force: true });
    }
    return image;
  }
}

/**
 * This run's image with the catalogue, plans and guides (test/global-setup.ts). Vitest is imported here only:
 * the start-up probe opens a database outside Vitest and counts the packages it loads.
 */
async function seededImage(): Promise<Blob> {
  const { inject } = await import('vitest');
  return new Blob([await fs.readFile(inject('seededImagePath'))]);
}

/** Serialises building the template below when several test files start at once on one PostgreSQL. */
const TEMPLATE_LOCK_ID = 727_270_101;

/**
 * PostgreSQL: a database migrated once per migration set (amicus_template_<key>), which every test database is
 * copied from (CREATE DATABASE ... TEMPLATE): a copy takes a fraction of a second where running the migrations
 * took seconds per test file. The copy is still opened through openDatabase, whose migrator then only confirms
 * that every migration is applied, so a template left half-built by a killed run is completed, not trusted.
 */
async function migratedTemplate(admin: pg.Client, url: string): Promise<string> {
  const template = `amicus_template_${await imageKey()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const target = new URL(url);
      target.pathname = `/${template}`;
      await (await openDatabase({ databaseUrl: target.toString(), poolSize: 1 })).close();
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
  }
  return template;
}

/**
 * PostgreSQL: a new, migrated database beside TEST_DATABASE_URL, its URL, and a drop that removes it (after
 * ending every connection still open to it).
 */
export async function createPostgresTestDatabase(
  url: string,
  prefix = 'amicus_test',
): Promise<{ url: URL; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const template = await migratedTemplate(admin, url);
    // A template cannot be copied while another session is connected to it: the builder's connections may
    // take a moment to go after its pool has ended.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (in the postgres project) a new
 * PostgreSQL database created beside TEST_DATABASE_URL and dropped afterwards.
 */
export async function openTestDatabase(
  options: {
    /**
     * PGlite: start from this run's image holding the catalogue, plans and guides (test/global-setup.ts), so
     * seedDatabase has only the admin left to write. PostgreSQL databases are seeded whole by seedDatabase.
     */
    seeded?: boolean;
    /** PostgreSQL: the statement and connection timeouts, as the config gives them. */
    statementTimeoutMs?: number;
    connectionTimeoutMs?: number;
    /** PostgreSQL: the app's connections go to this local port (a relay test cuts) instead of the server's. */
    port?: number;
  } = {},
): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.AMICUS_TEST_DB !== 'postgres' || !url)
    return openDatabase({ image: options.seeded ? await seededImage() : await migratedImage() });

  const created = await createPostgresTestDatabase(url);
  const testUrl = created.url;
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
      await created.drop();
    },
  };
}
