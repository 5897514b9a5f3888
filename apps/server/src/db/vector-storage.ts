import { sql } from 'drizzle-orm';
import { describeError } from '../http/describe-error';
import { queryRows, type Database } from './client';

/** Serialises the set-up below when several instances start at once on one PostgreSQL. */
const VECTOR_STORAGE_LOCK_ID = 727_270_002;

export type VectorStorage = { available: true } | { available: false; reason: string };

/**
 * Makes the table of the library's section vectors, when the database has the vector extension: PGlite always
 * (the extension is loaded with it, see client.ts), PostgreSQL only where pgvector is installed. It is made
 * here, at start-up, not by a migration: the migrations must run on a PostgreSQL without pgvector, and a
 * pgvector installed later is found at the next start. The table stays out of the Drizzle schema for the same
 * reason (a generated migration would create it unconditionally); vector-search.ts and embed-sections.ts
 * reach it with SQL.
 *
 * `model` names the embedding model (with its dimensions), so vectors of different models never meet; the
 * column has no fixed dimension for that reason. `content_hash` is the section's when it was embedded: a
 * section changed since is embedded again.
 */
export async function ensureVectorStorage(db: Database): Promise<VectorStorage> {
  const [found] = await queryRows<{ available: boolean; enabled: boolean }>(
    db,
    sql`select exists(select 1 from pg_available_extensions where name = 'vector') as available,
          exists(select 1 from pg_extension where extname = 'vector') as enabled`,
  );
  if (!found?.available && !found?.enabled) return { available: false, reason: 'pgvector is not installed' };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${VECTOR_STORAGE_LOCK_ID})`);
      if (!found.enabled) await tx.execute(sql`create extension if not exists vector`);
      await tx.execute(sql`create table if not exists library_section_vectors (
        model text not null,
        section_id integer not null references library_sections(id) on delete cascade,
        content_hash text not null,
        embedding vector not null,
        created_at timestamptz not null default now(),
        primary key (model, section_id)
      )`);
      await tx.execute(
        sql`create index if not exists library_section_vectors_section_idx on library_section_vectors (section_id)`,
      );
    });
  } catch (error) {
    // Most often a role that may not create extensions: a superuser runs CREATE EXTENSION vector once.
    return { available: false, reason: `pgvector could not be enabled (${describeError(error).message})` };
  }
  return { available: true };
}
