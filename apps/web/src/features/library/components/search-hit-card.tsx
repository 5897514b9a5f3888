import { Link } from 'react-router';
import type { SearchHit } from '@amicus/contract/library/schemas';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';
import { currentToText } from '@/lib/format';
import { HighlightedSnippet } from './highlighted-snippet';
import { StatusBadge } from './status-badge';

/** One result: its citation label (the link), heading, snippet, jurisdiction, source, the date it is current to and status. */
export function SearchHitCard({
  hit,
  jurisdictionName,
  from,
}: {
  hit: SearchHit;
  jurisdictionName: string;
  /** The search the reader's breadcrumb leads back to. */
  from: string;
}) {
  const hash = hit.paragraph ? `#${paragraphAnchor(hit.paragraph)}` : '';
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs transition-colors focus-within:border-primary/60 hover:border-primary/40 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/library/sections/${hit.sectionId}${hash}`}
          state={{ from }}
          className="font-serif text-base font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline sm:text-lg"
        >
          {hit.citation}
        </Link>
        <StatusBadge status={hit.status} />
      </div>
      {/* A guide's label already ends with its heading. */}
      {!hit.citation.endsWith(hit.heading) && <p className="mt-0.5 font-medium">{hit.heading}</p>}
      <p className="mt-2 line-clamp-4 whitespace-pre-line break-words text-sm text-muted-foreground">
        <HighlightedSnippet snippet={hit.snippet} />
      </p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{jurisdictionName}</span>
        <span aria-hidden>·</span>
        <span>{hit.sourceTitle}</span>
        {hit.asOf && (
          <>
            <span aria-hidden>·</span>
            <span>{currentToText(hit.asOf)}</span>
          </>
        )}
      </p>
    </li>
  );
}
