import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markConnectionError } from './database-unavailable';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Embedded only: a tarball of the data directory, which `image` below starts a new database from. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_ID = 727_270_001;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL: cancel a statement running (or waiting on a lock) longer than this; 0 or unset: never. */
  statementTimeoutMs?: number;
  /** PostgreSQL: give up waiting for a connection (a free pooled one, or a new one) after this; 0 or unset: never. */
  connectionTimeoutMs?: number;
  /**
   * Embedded, in memory only: start from this dump of a data directory instead of an empty cluster. Booting an
   * empty cluster runs initdb, by far the slowest part of opening PGlite; tests start from a migrated image.
   */
  image?: Blob;
};

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite: file-backed in `dataDir/pgdata`, or in memory
 * when no dataDir is given (tests). Migrations run before the handle is returned.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.image);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<DatabaseHandle> {
  // Loaded only here, so a server on PostgreSQL does not hold the embedded database's code in its heap.
  const [{ PGlite }, { vector }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pgvector is always loaded (it costs nothing until created): a data directory that once held library
  // vectors cannot read that table without it, even after the embedding provider is switched off.
  const extensions = { vector };
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    await fs.mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create(image ? { loadDataDir: image, extensions } : { extensions });
  }
  const db = drizzlePglite(client, { schema });
  // From an image this only confirms every migration is applied.
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? 10;
  // pg reads 0 as "no limit" for the connection wait; a statement timeout of 0 is simply not sent.
  const connectionTimeoutMillis = options.connectionTimeoutMs ?? 0;
  // No statement timeout here: waiting for another instance's migration lock, or a long migration, is expected.
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(migrator), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await migrator.end();
  }
  // Connections are kept once opened (min = max) rather than closed after 10 s idle: each holds its prepared
  // statements, and reopening one cost the next request a connection, authentication and re-planning (15-20 ms).
  // A stalled database must not hang requests: a statement is cancelled by the server after the statement
  // timeout (lock waits included), and a request waits at most the connection timeout for a connection, the
  // pool being full or the database not answering; both errors answer 503 (see database-unavailable.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    min: poolSize,
    connectionTimeoutMillis,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  markConnectionErrorsOf(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Marks the errors of getting a connection (refused, timed out) as the database's, so they answer 503 and a
 * refused connection to some other service does not. pg-pool's own query() connects through this too.
 */
function markConnectionErrorsOf(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  type Callback = (
    error: Error | undefined,
    client?: pg.PoolClient,
    done?: (release?: unknown) => void,
  ) => void;
  pool.connect = ((callback?: Callback) => {
    if (callback)
      return connect((error, client, done) => callback(error && markConnectionError(error), client, done));
    return connect().catch((error: unknown) => {
      throw markConnectionError(error);
    });
  }) as typeof pool.connect;
}

/**
 * Runs a raw SQL statement and answers its rows, typed by the caller. Both drivers (node-postgres and PGlite)
 * answer raw statements with `rows`; Drizzle types the two results differently, so this is the one place that
 * knows.
 */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
