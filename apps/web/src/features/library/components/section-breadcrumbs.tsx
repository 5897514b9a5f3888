import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { LibrarySection } from '@amicus/contract/library/schemas';

type Level = LibrarySection['hierarchy'][number];
/** One step of the trail: a link, or the page itself when it has no address. */
export type Crumb = { label: string; to?: string };

export const levelText = (level: Level) =>
  [level.prefix, level.num].filter(Boolean).join(' ') + (level.heading ? ` ${level.heading}` : '');

/** A source's table of contents at a level (`levels` "42/35"), or at its top. */
export const contentsPath = (sourceId: number, levels = '') =>
  `/library/sources/${sourceId}${levels ? `?${new URLSearchParams({ levels })}` : ''}`;

/** The crumbs of a source and the levels of its hierarchy, each leading to its table of contents. */
export function levelCrumbs(source: { id: number; title: string }, hierarchy: Level[]): Crumb[] {
  return [
    { label: source.title, to: contentsPath(source.id) },
    ...hierarchy.map((level, i) => ({
      label: levelText(level),
      to: contentsPath(
        source.id,
        hierarchy
          .slice(0, i + 1)
          .map((l) => l.num)
          .join('/'),
      ),
    })),
  ];
}

/** The library (back to where the reader came from), then each crumb; the last one is the page itself. */
export function LibraryBreadcrumbs({ crumbs, backTo }: { crumbs: Crumb[]; backTo: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted-foreground">
        <li>
          <Link to={backTo} className="underline-offset-4 hover:text-foreground hover:underline">
            Legal Library
          </Link>
        </li>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          return (
            <li key={i} className="flex items-center gap-1">
              <ChevronRight className="size-3.5 shrink-0" aria-hidden />
              {current || !crumb.to ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'font-medium text-foreground' : undefined}
                >
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="underline-offset-4 hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * Where the section sits: the library (back to the search), the source and its title › chapter › …, each a link
 * to that part's table of contents, and the section by its citation ("D.C. Code § 42-3502.17").
 */
export function SectionBreadcrumbs({ section, backTo }: { section: LibrarySection; backTo: string }) {
  const own = { label: section.source.kind === 'guide' ? section.heading : section.citation };
  const above = levelCrumbs(section.source, section.hierarchy);
  return <LibraryBreadcrumbs crumbs={[...above, own]} backTo={backTo} />;
}
