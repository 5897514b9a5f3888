import { and, asc, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { LibrarySearchQuery, LibrarySection, SearchHit } from '@amicus/contract/library/schemas';
import {
  paragraphAnchor,
  type CitationLookupResult,
  type LibraryArea,
  type LibraryJurisdiction,
} from '@amicus/contract/library/research-schemas';
import type { AppContext } from '../../app-context';
import { categories, librarySections, librarySources } from '../../db/schema/index';
import { citationHits, parseCitationQuery } from '../../domain/library/search/citation-lookup';
import { jurisdictionChain } from '../../domain/library/search/jurisdiction';
import { searchLibrary } from '../../domain/library/search/search-library';
import { notFound } from '../../http/app-error';
import { sectionUrl } from '../../domain/library/formats/section-url';
import { toLibrarySection } from './library-dto';
import { sectionContext } from './section-context';
import { sectionLinks } from './section-links';
import { jurisdictionPlace } from './jurisdiction-place';

/** The jurisdiction of the plain-language guides, which apply everywhere. */
const GENERAL = 'general';

const sectionNotFound = () => notFound('Section not found');
const citationNotFound = () => notFound('The library holds no section with that citation');

/** How many plain-language guides lead a search of every jurisdiction, when any answers it. */
const GUIDES_FIRST = 2;

/**
 * Searches the enabled library, a page at a time. With a jurisdiction, its chain (US-DC → US → general) in that
 * order; without one, every jurisdiction, local law before national law, and the guides that answer it best
 * first: listed after every code's sections they were never seen.
 */
export async function search(
  ctx: AppContext,
  query: LibrarySearchQuery,
): Promise<{ mode: 'citation' | 'text'; hits: SearchHit[]; page: number; hasMore: boolean }> {
  const jurisdictions = query.jurisdiction
    ? jurisdictionChain(query.jurisdiction)
    : await allJurisdictionsInOrder(ctx);
  const start = (query.page - 1) * query.limit;
  // One more than the page: whether another follows.
  const depth = start + query.limit + 1;
  const filters = { area: query.area, semantic: ctx.libraryEmbeddings };
  const result = await searchLibrary(ctx.db, query.q, { ...filters, jurisdictions, limit: depth });
  let hits = result.hits;
  if (!query.jurisdiction && result.mode === 'text' && jurisdictions.includes(GENERAL)) {
    const guides = await searchLibrary(ctx.db, query.q, {
      ...filters,
      jurisdictions: [GENERAL],
      limit: GUIDES_FIRST,
    });
    const first = new Set(guides.hits.map((hit) => hit.sectionId));
    hits = [...guides.hits, ...hits.filter((hit) => !first.has(hit.sectionId))];
  }
  return {
    mode: result.mode,
    hits: hits.slice(start, start + query.limit).map(({ rank: _rank, keyParagraphs: _key, ...hit }) => hit),
    page: query.page,
    hasMore: hits.length > start + query.limit,
  };
}

/** Every jurisdiction of an enabled source, most local first: `US-DC` before `US` before `general`. */
async function allJurisdictionsInOrder(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ jurisdiction: librarySources.jurisdiction })
    .from(librarySources)
    .where(eq(librarySources.enabled, true));
  const place = (code: string) => (code === GENERAL ? 2 : code.includes('-') ? 0 : 1);
  return rows.map((r) => r.jurisdiction).sort((a, b) => place(a) - place(b) || a.localeCompare(b));
}

/** A section by id, withdrawn or not (an old citation must resolve), with its cross-references resolved. */
export async function getSection(ctx: AppContext, id: number): Promise<LibrarySection> {
  const [row] = await ctx.db
    .select({ section: librarySections, source: librarySources })
    .from(librarySections)
    .innerJoin(librarySources, eq(librarySources.id, librarySections.sourceId))
    .where(eq(librarySections.id, id));
  if (!row || !row.source.enabled) throw sectionNotFound();
  const numbers = row.section.crossReferences;
  const targets =
    numbers.length === 0
      ? []
      : await ctx.db
          .select({
            id: librarySections.id,
            number: librarySections.number,
            citation: librarySections.citation,
          })
          .from(librarySections)
          .where(and(eq(librarySections.sourceId, row.source.id), inArray(librarySections.number, numbers)));
  const idByNumber = new Map(targets.map((t) => [t.number, { id: t.id, citation: t.citation }]));
  const [otherVersion, links, context] = await Promise.all([
    otherVersionOf(ctx, row.section),
    sectionLinks(ctx.db, row.section, row.source),
    sectionContext(ctx.db, row.section),
  ]);
  return {
    ...toLibrarySection(row.section, row.source, idByNumber, otherVersion),
    ...context,
    links,
    publisherUrl: sectionUrl(row.source.key, row.source.citationGrammar, row.section.citeKey),
  };
}

/** The section's other version (its permanent text, or the one with temporary amendments), when held. */
async function otherVersionOf(
  ctx: AppContext,
  section: typeof librarySections.$inferSelect,
): Promise<LibrarySection['otherVersion']> {
  const version = section.version;
  if (!version) return null;
  const kind = version.kind === 'temporary' ? 'permanent' : 'temporary';
  const [other] = await ctx.db
    .select({ id: librarySections.id })
    .from(librarySections)
    .where(
      and(
        eq(librarySections.sourceId, section.sourceId),
        eq(librarySections.number, kind === 'permanent' ? `${version.of}(Perm)` : version.of),
        isNull(librarySections.withdrawnAt),
      ),
    );
  return other ? { id: other.id, kind } : null;
}

/** A citation in any usual form resolved to the section (enabled sources, sections not withdrawn first). */
export async function resolveCitation(ctx: AppContext, citation: string): Promise<CitationLookupResult> {
  const parsed = parseCitationQuery(citation);
  if (!parsed) throw citationNotFound();
  const jurisdictions = await allJurisdictionsInOrder(ctx);
  const [hit] = await citationHits(ctx.db, parsed, { jurisdictions, limit: 1, withdrawn: true });
  if (!hit) throw citationNotFound();
  return {
    success: true,
    sectionId: hit.sectionId,
    citation: hit.citation,
    paragraph: hit.paragraph,
    anchor: hit.paragraph ? paragraphAnchor(hit.paragraph) : null,
  };
}

/** The jurisdictions of enabled sources, most local first, with the place a questionnaire names each by. */
export async function listJurisdictions(ctx: AppContext): Promise<LibraryJurisdiction[]> {
  // The problem index is a way into a jurisdiction's law, not law the library holds of it.
  const rows = await ctx.db
    .select({ code: librarySources.jurisdiction, sources: count() })
    .from(librarySources)
    .where(and(eq(librarySources.enabled, true), ne(librarySources.kind, 'problems')))
    .groupBy(librarySources.jurisdiction);
  const counts = new Map(rows.map((r) => [r.code, r.sources]));
  const ordered = (await allJurisdictionsInOrder(ctx)).filter((code) => counts.has(code));
  return ordered.map((code) => ({ code, ...jurisdictionPlace(code), sourceCount: counts.get(code) ?? 0 }));
}

/** The catalogue's active legal areas (the slugs sections name), in the catalogue's order. */
export async function listAreas(ctx: AppContext): Promise<LibraryArea[]> {
  const rows = await ctx.db
    .select({
      slug: categories.slug,
      name: categories.name,
      categoryId: categories.id,
      description: categories.description,
    })
    .from(categories)
    .where(and(eq(categories.isActive, true), isNotNull(categories.slug)))
    .orderBy(asc(categories.id));
  return rows.map((r) => ({ ...r, slug: r.slug! }));
}
