import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * Writes the search index's postings of these sections (see libraryPostings), replacing any they had: each
 * word of the section's number and heading, text and chapter headings, counted. The headings of the levels
 * above a section, but its topmost one ("Title 42. Real Property."), say what it is about where its own heading
 * does not ("Prohibitions." under "Prohibited Acts of Discrimination › Employment").
 */
export async function indexSections(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await db.execute(sql`delete from library_postings where section_id = any(${list})`);
  await db.execute(sql`
    insert into library_postings
      (lexeme, section_id, in_heading, in_body, in_context, heading_length, body_length)
    select x.lexeme, s.id,
      coalesce(cardinality(array_positions(x.weights, 'A')), 0),
      coalesce(cardinality(array_positions(x.weights, 'B')), 0),
      x.in_context, length(s.heading_search), length(s.search)
    from library_sections s cross join lateral (
      select coalesce(w.lexeme, c.lexeme) as lexeme, w.weights, c.lexeme is not null as in_context
      from unnest(s.search) w
      full join unnest(tsvector_to_array(to_tsvector('english', coalesce((
          select string_agg(level.value ->> 'heading', ' ')
          from jsonb_array_elements(s.hierarchy) with ordinality as level(value, depth)
          where level.depth > 1), '')))) as c(lexeme) on c.lexeme = w.lexeme
    ) x
    where s.id = any(${list})`);
}

/** Counts, for each section of a source, the sections of it in force that cite it (written only where it moved). */
export async function refreshCitedBy(db: DbOrTx, sourceId: number): Promise<void> {
  await db.execute(sql`
    with counts as (
      select r.number, count(*)::int as n
      from library_sections t, unnest(t.cross_references) as r(number)
      where t.source_id = ${sourceId} and t.withdrawn_at is null
      group by r.number
    )
    update library_sections s set cited_by = coalesce(c.n, 0)
    from library_sections x left join counts c on c.number = x.number
    where s.id = x.id and x.source_id = ${sourceId} and s.cited_by <> coalesce(c.n, 0)`);
}

/**
 * After an import: the planner's statistics, so it reads postings by their index, and the visibility map, so
 * it reads the postings' and sections' ranking indexes alone. Both come from autovacuum in time; a search right
 * after an import should not wait.
 */
export async function refreshSearchStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql`vacuum analyze library_postings, library_sections`);
}
