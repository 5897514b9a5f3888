import { ChevronDown, ChevronUp } from 'lucide-react';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';

/**
 * The transcript's search: the field, "n of m", and buttons to the previous and next match. In the field, Enter
 * goes to the next match and Shift+Enter to the previous, as a browser's own find does. `where` says for a
 * screen reader where the current match is ("segment 3, at 0:04").
 */
export function TranscriptSearchBar({
  query,
  onQuery,
  total,
  current,
  where,
  onStep,
}: {
  query: string;
  onQuery: (query: string) => void;
  total: number;
  /** The current match, 0-based; null when there is none. */
  current: number | null;
  where: string | null;
  onStep: (step: 1 | -1) => void;
}) {
  const searching = query.trim() !== '';
  return (
    <form
      role="search"
      aria-label="Transcript search"
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        if (total > 0) onStep(event.shiftKey ? -1 : 1);
      }}
    >
      <SearchBox
        value={query}
        onChange={onQuery}
        placeholder="Search the transcript…"
        label="Search the transcript"
        className="min-w-0 flex-1 basis-48"
      />
      <div className="flex items-center gap-1">
        <p
          role="status"
          className="min-w-16 px-1 text-center text-sm text-muted-foreground tabular-nums"
          data-testid="transcript-search-count"
        >
          {searching &&
            (total === 0 ? (
              'No matches'
            ) : (
              <>
                {`${(current ?? 0) + 1} of ${total}`}
                <span className="sr-only">{` matches${where ? `, ${where}` : ''}`}</span>
              </>
            ))}
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Previous match"
          disabled={total === 0}
          onClick={() => onStep(-1)}
        >
          <ChevronUp />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Next match"
          disabled={total === 0}
          onClick={() => onStep(1)}
        >
          <ChevronDown />
        </Button>
      </div>
    </form>
  );
}
