import type { LibrarySection } from '@amicus/contract/library/schemas';
import type { librarySections, librarySources } from '../../db/schema/index';
import { versionInForce } from '../../domain/library/versions';

type SectionRow = typeof librarySections.$inferSelect;
/** What the reader shows beside the section's own row is read by section-context.ts and section-links.ts. */
type SectionOwn = Omit<LibrarySection, 'links' | 'previous' | 'next' | 'citedBy' | 'publisherUrl'>;
type SourceRow = typeof librarySources.$inferSelect;

/**
 * A section as the reader shows it. Cross-references carry the cited section's id when the library holds it
 * (same source, same number), so the reader links them; the label is the source's citation form.
 */
export function toLibrarySection(
  row: SectionRow,
  source: SourceRow,
  idByNumber: Map<string, { id: number; citation: string }>,
  otherVersion: LibrarySection['otherVersion'] = null,
): SectionOwn {
  return {
    id: row.id,
    number: row.number,
    heading: row.heading,
    citation: row.citation,
    status: row.status,
    withdrawn: row.withdrawnAt !== null,
    hierarchy: row.hierarchy,
    paragraphs: row.paragraphs,
    notes: row.notes,
    crossReferences: row.crossReferences.map((number) => ({
      number,
      // The cited section's own citation where the library holds it; else the source's form of the number.
      citation: idByNumber.get(number)?.citation ?? `${source.citationPrefix} ${number}`.trim(),
      sectionId: idByNumber.get(number)?.id ?? null,
    })),
    areas: row.areas,
    version: row.version,
    versionInForce: versionInForce(row.version),
    otherVersion,
    source: {
      id: source.id,
      title: source.title,
      jurisdiction: source.jurisdiction,
      kind: source.kind,
      publisher: source.publisher,
      url: source.url,
      licence: source.licence,
      asOf: source.asOf,
      edition: source.edition,
      attribution: source.attribution,
    },
  };
}
