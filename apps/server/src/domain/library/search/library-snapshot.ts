import { sql } from 'drizzle-orm';
import type { SectionStatus, SectionVersion, SourceKind } from '@amicus/contract/library/schemas';
import { queryRows, type DbOrTx } from '../../../db/client';

/**
 * What ranking needs to know of the library besides its index rows, kept per instance (per database handle)
 * until the library changes: the enabled sources, each live section's source, status, areas and how often it
 * is cited, and how many sections of each source hold each word. Loaded in three statements after an import
 * (about 100,000 sections: a fraction of a second), then read from memory by every search, so a search costs
 * the database one statement for the index rows of its words.
 */
export type LibrarySnapshot = {
  /** Changes whenever a source is added, changed, re-indexed, enabled or disabled. */
  version: string;
  sources: Map<number, SnapshotSource>;
  sections: Map<number, SnapshotSection>;
  /** Each legal area's bit in a section's `areas`. */
  areaBits: Map<string, number>;
  /** For each word, the sections holding it per source (its document frequency there). */
  frequencies: Map<string, Map<number, number>>;
  /** For each problem's entry (its section in a `problems` source), the sections that govern it. */
  problems: Map<number, ProblemLink[]>;
};
export type ProblemLink = { sectionId: number; paragraphs: string[] };
export type SnapshotSource = {
  jurisdiction: string;
  kind: SourceKind;
  title: string;
  /** Its live sections: the N of a word's rarity. */
  sectionCount: number;
};
export type SnapshotSection = {
  source: number;
  status: SectionStatus;
  areas: number;
  citedBy: number;
  /** Which of its two versions this is, for a section the code publishes in two (see versions.ts). */
  version?: SectionVersion;
};

/** The library's version as one value the index statement can return beside its rows. */
export const LIBRARY_VERSION = sql`(select coalesce(md5(string_agg(id || ':' || enabled || ':' || updated_at, ',' order by id)), '')
  from library_sources)`;

const snapshots = new WeakMap<object, Promise<LibrarySnapshot>>();

/** The snapshot of this database's library, loading it on first use or when `stale` names its version. */
export function librarySnapshot(db: DbOrTx, stale?: string): Promise<LibrarySnapshot> {
  const cached = snapshots.get(db);
  if (cached && stale === undefined) return cached;
  const next = (async () => {
    const current = cached ? await cached.catch(() => undefined) : undefined;
    if (current && stale !== undefined && current.version !== stale) return current;
    return loadSnapshot(db);
  })();
  snapshots.set(db, next);
  // A failed load is not kept: the next search tries again.
  next.catch(() => snapshots.delete(db));
  return next;
}

async function loadSnapshot(db: DbOrTx): Promise<LibrarySnapshot> {
  const [versionRow] = await queryRows<{ version: string }>(db, sql`select ${LIBRARY_VERSION} as version`);
  const sourceRows = await queryRows<{ id: number; jurisdiction: string; kind: SourceKind; title: string }>(
    db,
    sql`select id, jurisdiction, kind, title from library_sources where enabled`,
  );
  const sources = new Map<number, SnapshotSource>(
    sourceRows.map((row) => [
      row.id,
      { jurisdiction: row.jurisdiction, kind: row.kind, title: row.title, sectionCount: 0 },
    ]),
  );
  const sectionRows = await queryRows<{
    id: number;
    source_id: number;
    status: SectionStatus;
    areas: string[];
    cited_by: number;
    version: SectionVersion | null;
  }>(
    db,
    sql`select s.id, s.source_id, s.status, s.areas, s.cited_by, s.version
        from library_sections s join library_sources src on src.id = s.source_id
        where src.enabled and s.withdrawn_at is null`,
  );
  const areaBits = new Map<string, number>();
  const bitOf = (area: string) => {
    let bit = areaBits.get(area);
    if (bit === undefined) areaBits.set(area, (bit = 2 ** Math.min(areaBits.size, 52)));
    return bit;
  };
  const sections = new Map<number, SnapshotSection>();
  for (const row of sectionRows) {
    const source = sources.get(row.source_id);
    if (!source) continue;
    source.sectionCount += 1;
    sections.set(row.id, {
      source: row.source_id,
      status: row.status,
      areas: row.areas.reduce((bits, area) => bits + bitOf(area), 0),
      citedBy: row.cited_by,
      ...(row.version ? { version: row.version } : {}),
    });
  }
  const frequencyRows = await queryRows<{ lexeme: string; source_id: number; df: number }>(
    db,
    sql`select t.lexeme, t.source_id, t.sections as df
        from library_terms t join library_sources src on src.id = t.source_id where src.enabled`,
  );
  const frequencies = new Map<string, Map<number, number>>();
  for (const row of frequencyRows) {
    let bySource = frequencies.get(row.lexeme);
    if (!bySource) frequencies.set(row.lexeme, (bySource = new Map()));
    bySource.set(row.source_id, Number(row.df));
  }
  const linkRows = await queryRows<{ entry: number; section_id: number; paragraphs: string[] }>(
    db,
    sql`select s.id as entry, ps.section_id, ps.paragraphs
        from library_problems p
          join library_sources src on src.key = 'problems-' || lower(p.jurisdiction) and src.enabled
          join library_sections s on s.source_id = src.id and s.number = p.slug and s.withdrawn_at is null
          join library_problem_sections ps on ps.problem_id = p.id
        where ps.section_id is not null and coalesce(ps.flag, '') not in ('withdrawn', 'not_found')
        order by s.id, ps.position`,
  );
  const problems = new Map<number, ProblemLink[]>();
  for (const row of linkRows) {
    let links = problems.get(row.entry);
    if (!links) problems.set(row.entry, (links = []));
    links.push({ sectionId: row.section_id, paragraphs: row.paragraphs });
  }
  return { version: versionRow?.version ?? '', sources, sections, areaBits, frequencies, problems };
}
