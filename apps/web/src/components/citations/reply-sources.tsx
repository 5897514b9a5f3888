import { AlertTriangle, PanelRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { Button } from '@/components/ui/button';
import {
  listedIssues,
  misquoteNote,
  OPEN_SOURCE,
  openSourceLabel,
  sectionHref,
  sourceOrigin,
  sourcesHeading,
  UNSUPPORTED_NOTE,
  useReplyCitations,
} from './citation-context';

/**
 * Under a reply or a report: the sources it was given, numbered as its chips, each linking to the section
 * reader, and the citations the check could not verify (a statute not among the sources, a quotation not in its
 * passage).
 */
export function ReplySources({
  sources,
  check,
  headingLevel = 3,
}: {
  sources: CitedSource[];
  check: CitationCheck | null;
  /**
   * The list's heading level: one below the section it closes (a report's or a review's part), or 2 under a chat
   * reply, where the page's title is the only heading above it (a reply without headings, or before its first
   * has streamed in, must not skip a level).
   */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { openSource } = useReplyCitations();
  const { unsupported, misquotes } = listedIssues(check);
  if (sources.length === 0 && unsupported.length === 0 && misquotes.length === 0) return null;
  return (
    <div className="mt-3 border-t pt-3" data-testid="reply-sources">
      {(unsupported.length > 0 || misquotes.length > 0) && (
        <ul className="mb-3 space-y-1 rounded-md border border-dashed border-amber-600 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-200">
          {unsupported.map((issue) => (
            <li key={`u${issue.text}`} className="flex items-start gap-1.5" data-testid="unverified-citation">
              <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0" />
              <span>
                <strong>{issue.text}</strong>: {UNSUPPORTED_NOTE}
              </span>
            </li>
          ))}
          {misquotes.map((issue) => (
            <li
              key={`m${issue.n}:${issue.at}:${issue.text}`}
              className="flex items-start gap-1.5"
              data-testid="unverified-citation"
            >
              <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0" />
              <span>
                “{issue.text}” [{issue.n}]: {misquoteNote(issue)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {sources.length > 0 && (
        <>
          <Heading className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {sourcesHeading(sources)}
          </Heading>
          <ol className="mt-1.5 space-y-1.5 text-xs">
            {sources.map((source) => (
              <li key={source.n} className="flex gap-2" data-testid="reply-source">
                <span className="mt-px inline-flex h-4 min-w-4 shrink-0 items-center justify-center rounded-full bg-primary/10 px-1 text-[0.65rem] font-semibold tabular-nums text-primary dark:bg-primary/25">
                  {source.n}
                </span>
                <span className="min-w-0 flex-1">
                  <Link
                    to={sectionHref(source)}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {source.citation}
                  </Link>{' '}
                  <span className="text-foreground">{source.heading}</span>
                  <span className="block text-muted-foreground">{sourceOrigin(source)}</span>
                </span>
                {openSource && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-my-1 h-7 shrink-0 gap-1 px-2 text-xs text-primary"
                    aria-label={openSourceLabel(source)}
                    onClick={(event) => openSource(source, event.currentTarget)}
                  >
                    <PanelRight aria-hidden /> {OPEN_SOURCE}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
