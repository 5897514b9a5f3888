import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export type AreaCount = { slug: string; name: string; description: string; count: number };

/** The areas a place has problems in, each a link to its problems, with how many there are. */
export function AreaCards({ areas, linkTo }: { areas: AreaCount[]; linkTo: (slug: string) => string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {areas.map((area) => (
        <li key={area.slug}>
          <Link
            to={linkTo(area.slug)}
            className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 focus-visible:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-foreground group-hover:text-primary">
                {area.name}
              </span>
              <span className="mt-0.5 block text-sm text-muted-foreground">
                {area.count} {area.count === 1 ? 'problem' : 'problems'}
                {area.description && <> · {area.description}</>}
              </span>
            </span>
            <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
