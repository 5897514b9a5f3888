import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { LibrarySection } from '@amicus/contract/library/schemas';

const levelText = (level: LibrarySection['hierarchy'][number]) =>
  [level.prefix, level.num].filter(Boolean).join(' ') + (level.heading ? ` ${level.heading}` : '');

/**
 * Where the section sits: the library (back to the search), the source, its title › chapter › …, and the
 * section by its citation ("15 U.S.C. § 1692c", "D.C. Code § 42-3502.17"): its number alone is the library's key,
 * which for the U.S. Code is "15 U.S.C. 1692c".
 */
export function SectionBreadcrumbs({ section, backTo }: { section: LibrarySection; backTo: string }) {
  const crumbs = [section.source.title, ...section.hierarchy.map(levelText)];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-muted-foreground">
        <li>
          <Link to={backTo} className="underline-offset-4 hover:text-foreground hover:underline">
            Legal Library
          </Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i} className="flex items-center gap-1">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
            <span>{crumb}</span>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <ChevronRight className="size-3.5 shrink-0" aria-hidden />
          <span aria-current="page" className="font-medium text-foreground">
            {section.source.kind === 'guide' ? section.heading : section.citation}
          </span>
        </li>
      </ol>
    </nav>
  );
}
