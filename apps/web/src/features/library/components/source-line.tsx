import { ExternalLink } from 'lucide-react';
import type { LibrarySection } from '@amicus/contract/library/schemas';
import { currentToText } from '@/lib/format';

/**
 * The U.S. Code names its editions by release point, after the last public law they include ("119-100");
 * other sources' editions are called editions.
 */
const editionText = (edition: string) =>
  /^\d{2,3}-\d+$/.test(edition) ? `release point ${edition}` : `edition ${edition}`;

/**
 * Where the section's text comes from: the source (linked to the publisher's copy), its edition, the date it is
 * current to, its licence and the credit its publisher asks for, e.g. "United States Code, release point 119-100 ·
 * Public domain".
 */
export function SourceLine({
  source,
  publisherUrl,
  citation,
}: {
  source: LibrarySection['source'];
  /** The section's own page at the publisher, and its citation, to link to it. */
  publisherUrl?: string | null;
  citation?: string;
}) {
  const credit = source.attribution && source.attribution !== source.title ? source.attribution : null;
  return (
    <div className="space-y-1 text-sm text-muted-foreground" data-testid="source-line">
      <p>
        {source.url ? (
          <a
            href={source.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-foreground"
          >
            {source.title}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          source.title
        )}
        {source.edition && <>, {editionText(source.edition)}</>}
        {source.asOf && <> · {currentToText(source.asOf)}</>}
      </p>
      {publisherUrl && (
        <p>
          <a
            href={publisherUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-foreground"
          >
            Read {citation ?? 'this section'} at {source.publisher}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      )}
      <p className="text-xs">
        {source.licence}
        {credit && <> · {credit}</>}
      </p>
    </div>
  );
}
