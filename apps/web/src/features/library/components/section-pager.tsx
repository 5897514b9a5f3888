import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { LibrarySection, SectionMention } from '@amicus/contract/library/schemas';
import { cn } from '@/lib/cn';

function Neighbour({ mention, way }: { mention: SectionMention; way: 'previous' | 'next' }) {
  const Icon = way === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Link
      to={`/library/sections/${mention.id}`}
      rel={way === 'previous' ? 'prev' : 'next'}
      className={cn(
        'group flex min-w-0 flex-1 items-center gap-2 rounded-md border p-3 text-sm transition-colors hover:bg-muted',
        way === 'next' && 'flex-row-reverse text-right',
      )}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0">
        <span className="block text-xs text-muted-foreground">
          {way === 'previous' ? 'Previous section' : 'Next section'}
        </span>
        <span className="block font-medium text-primary">{mention.citation}</span>
        <span className="block truncate text-muted-foreground">{mention.heading}</span>
      </span>
    </Link>
  );
}

/** The sections before and after this one in its source, as the publisher orders them. */
export function SectionPager({ section }: { section: LibrarySection }) {
  if (!section.previous && !section.next) return null;
  return (
    <nav aria-label="Previous and next section" className="mt-8 flex flex-col gap-2 sm:flex-row">
      {section.previous ? (
        <Neighbour mention={section.previous} way="previous" />
      ) : (
        <span className="flex-1" />
      )}
      {section.next ? <Neighbour mention={section.next} way="next" /> : <span className="flex-1" />}
    </nav>
  );
}
