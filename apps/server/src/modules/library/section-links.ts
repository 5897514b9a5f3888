import { sql } from 'drizzle-orm';
import type { TextLink } from '@amicus/contract/library/schemas';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';
import { queryRows, type DbOrTx } from '../../db/client';
import type { librarySections, librarySources } from '../../db/schema/index';
import { sqlArray } from '../../db/sql-array';
import {
  BUILT_IN_GRAMMARS,
  findCitations,
  keyParts,
  normalPath,
  normalSection,
  type CitationGrammar,
} from '../../domain/library/citations/find-citations';
import { versionInForce } from '../../domain/library/versions';

type SectionRow = typeof librarySections.$inferSelect;
type SourceRow = typeof librarySources.$inferSelect;

/** A citation found in one of the section's texts, before it is resolved to a section. */
type Found = Omit<TextLink, 'sectionId' | 'anchor'> & { key: string; bare: boolean; path: string };

/**
 * The U.S. Code cites its own sections as "section 1692a(6) of this title": the title is the citing section's.
 * No grammar can read it alone, so it is read here, beside the section that gives it its title.
 */
const OF_THIS_TITLE =
  /\b[Ss]ection\s+(\d+[a-zA-Z]*(?:[-–]\d+[a-zA-Z]*)*)((?:\([a-zA-Z0-9]{1,4}\))*)\s+of\s+this\s+title\b/g;

/** The grammars a section's text is read with: every built-in one, and its source's own when that is another. */
function grammarsFor(source: SourceRow): readonly CitationGrammar[] {
  const own = source.citationGrammar;
  return own && !BUILT_IN_GRAMMARS.some((grammar) => grammar.name === own.name)
    ? [own, ...BUILT_IN_GRAMMARS]
    : BUILT_IN_GRAMMARS;
}

function citationsIn(text: string, at: Found['in'], index: number, source: SourceRow, title: string | null) {
  const found: Found[] = findCitations(text, grammarsFor(source)).map((citation) => ({
    in: at,
    index,
    start: citation.index,
    end: citation.index + citation.text.length,
    key: citation.key,
    bare: citation.grammar === 'bare',
    path: citation.path,
  }));
  if (title === null) return found;
  for (const match of text.matchAll(OF_THIS_TITLE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((other) => start < other.end && other.start < end)) continue;
    const key = `usc ${title} ${normalSection(match[1]!)}`;
    found.push({ in: at, index, start, end, key, bare: false, path: normalPath(match[2] ?? '') });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Every citation in a section's paragraphs and notes of a section the library holds, linked to it, with the
 * paragraph's anchor when the cited section has that paragraph. A citation of a section without its code
 * ("§ 42-3502.05") is read as one of the same source; one the library does not hold is left as text.
 */
export async function sectionLinks(db: DbOrTx, section: SectionRow, source: SourceRow): Promise<TextLink[]> {
  const grammar = source.citationGrammar;
  const title =
    grammar?.name === 'usc' && section.citeKey ? (keyParts(grammar, section.citeKey)?.title ?? null) : null;
  const found = [
    ...section.paragraphs.flatMap((p, i) => citationsIn(p.text, 'paragraph', i, source, title)),
    ...section.notes.flatMap((n, i) => citationsIn(n.text, 'note', i, source, title)),
  ];
  if (found.length === 0) return [];
  const keys = [...new Set(found.filter((f) => !f.bare).map((f) => f.key))];
  const bare = [...new Set(found.filter((f) => f.bare).map((f) => f.key.replace(/^bare /, '')))];
  const rows = await queryRows<{
    id: number;
    cite_key: string | null;
    cite_section: string | null;
    source_id: number;
    version: SectionRow['version'];
    paths: string[];
  }>(
    db,
    sql`select s.id, s.cite_key, s.cite_section, s.source_id, s.version,
          jsonb_path_query_array(s.paragraphs, '$[*].path') as paths
        from library_sections s join library_sources src on src.id = s.source_id
        where src.enabled and s.withdrawn_at is null
          and (s.cite_key = any(${sqlArray(keys, 'text')})
            or (s.source_id = ${source.id} and s.cite_section = any(${sqlArray(bare, 'text')})))
        order by s.id`,
  );
  // Where a section has two versions, a citation leads to the one in force; the citing section's own source first.
  const target = new Map<string, (typeof rows)[number]>();
  const better = (row: (typeof rows)[number], held: (typeof rows)[number] | undefined) =>
    !held ||
    (row.source_id === source.id && held.source_id !== source.id) ||
    (versionInForce(row.version) && !versionInForce(held.version));
  for (const row of rows) {
    const names = [
      row.cite_key,
      row.source_id === source.id && row.cite_section ? `bare ${row.cite_section}` : null,
    ];
    for (const name of names) if (name && better(row, target.get(name))) target.set(name, row);
  }
  return found.flatMap(({ key, bare: _bare, path, ...at }) => {
    const row = target.get(key);
    if (!row) return [];
    const anchor = path && row.paths.includes(path) ? paragraphAnchor(path) : null;
    return [{ ...at, sectionId: row.id, anchor }];
  });
}
