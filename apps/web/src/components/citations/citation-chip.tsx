import { HoverCard } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, PanelRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  chipProblem,
  misquoteNote,
  OPEN_SOURCE,
  openSourceLabel,
  sectionHref,
  sourceOrigin,
  UNVERIFIED_NOTE,
  useReplyCitations,
} from './citation-context';

const chipBase =
  'mx-0.5 inline-flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full px-1 align-[0.15em] text-[0.7rem] font-semibold leading-none no-underline tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1';

/**
 * A reply's `[n]`: a chip linking to the cited section in the library, whose popover (on hover or focus) shows
 * the citation, heading and the passage the reply was given. A citation the check could not verify is marked
 * as such, never hidden.
 */
export function CitationChip({ n, at }: { n: number; at?: number }) {
  const citations = useReplyCitations();
  const source = citations.sources.find((s) => s.n === n);
  const problem = chipProblem(citations, n, at);
  const [open, setOpen] = useState(false);
  const chip = useRef<HTMLAnchorElement>(null);

  if (!source) {
    // A number with no source behind it: shown as written, marked unverified.
    return (
      <span
        className={cn(
          chipBase,
          'gap-0.5 border border-dashed border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300',
        )}
        title={UNVERIFIED_NOTE}
        aria-label={`[${n}]: ${UNVERIFIED_NOTE}`}
        role="img"
        data-testid="citation-chip"
        data-unverified="true"
      >
        <AlertTriangle aria-hidden className="size-2.5" />
        {n}
      </span>
    );
  }

  const label = `Source ${n}: ${source.citation}${problem ? ` (${UNVERIFIED_NOTE.toLowerCase()})` : ''}`;
  return (
    <HoverCard.Root openDelay={150} closeDelay={100} open={open} onOpenChange={setOpen}>
      <HoverCard.Trigger asChild>
        <Link
          ref={chip}
          to={sectionHref(source)}
          aria-label={label}
          data-testid="citation-chip"
          data-unverified={problem ? 'true' : undefined}
          className={cn(
            chipBase,
            problem
              ? 'gap-0.5 border border-dashed border-amber-600 bg-amber-50 text-amber-800 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-300'
              : 'bg-primary/10 text-primary hover:bg-primary/20 dark:bg-primary/25',
          )}
        >
          {problem && <AlertTriangle aria-hidden className="size-2.5" />}
          {n}
        </Link>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="top"
          align="center"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
          data-testid="citation-popover"
          // Portalled to the end of the page, outside every landmark: a region of its own (axe's `region`).
          role="region"
          aria-label={label}
        >
          <p className="text-xs font-semibold">{source.citation}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">{source.heading}</p>
          {problem && problem !== 'unknown' && (
            <p className="mt-2 flex items-start gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
              <AlertTriangle aria-hidden className="mt-px size-3 shrink-0" />
              {misquoteNote(problem)}
            </p>
          )}
          <blockquote className="mt-2 max-h-48 overflow-y-auto border-l-2 border-primary/30 pl-2 text-xs leading-relaxed">
            {source.passage}
          </blockquote>
          <div className="mt-2 flex items-end justify-between gap-2">
            <p className="text-[11px] text-muted-foreground">{sourceOrigin(source)}</p>
            {citations.openSource && (
              <Button
                variant="outline"
                size="sm"
                className="h-7 shrink-0 gap-1 px-2"
                aria-label={openSourceLabel(source)}
                onClick={() => {
                  setOpen(false);
                  // Focus comes back to the chip, which the popover belongs to, when the panel closes.
                  citations.openSource?.(source, chip.current);
                }}
              >
                <PanelRight aria-hidden /> {OPEN_SOURCE}
              </Button>
            )}
          </div>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
