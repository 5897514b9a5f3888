import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { markPieces } from './transcript-search';

/** What the field and the copy of its text behind it share, so the copy's words lie exactly under the field's. */
const BOX = 'col-start-1 row-start-1 min-h-16 w-full rounded-md border px-3 py-2 text-sm';

/** The word being spoken: a thick underline (a search match is a gold fill), and a light tint where no match is. */
const SPOKEN_LINE = 'underline decoration-primary decoration-[3px] underline-offset-[5px]';
const SPOKEN = cn('rounded-[2px] bg-primary/15 dark:bg-primary/30', SPOKEN_LINE);

/**
 * A segment's text field that grows with its text and shows the search's matches. A textarea cannot colour
 * parts of its text, so a copy of the text lies behind it, invisible but for the marks of the matches, and the
 * field above is transparent; the copy also sets the height, so the field never scrolls inside itself.
 * `current` is the match the search is on (an index into all of the transcript's matches). `spoken` is the
 * word the audio is at, drawn in the same copy with an underline of its own (the segment itself says it is
 * playing; the word is not announced).
 */
export function SegmentField({
  id,
  value,
  onChange,
  matches,
  current,
  spoken,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  matches: { start: number; end: number; index: number }[];
  current: number | null;
  spoken?: { start: number; end: number } | null;
  disabled: boolean;
}) {
  return (
    <div className="grid rounded-md bg-background shadow-xs">
      <div
        aria-hidden
        data-testid="segment-marks"
        className={cn(
          BOX,
          'pointer-events-none border-transparent break-words whitespace-pre-wrap text-transparent',
        )}
      >
        {markPieces(value, matches, spoken).map((piece, index) =>
          piece.match === undefined ? (
            piece.spoken ? (
              <span key={index} data-spoken-word="" className={SPOKEN}>
                {piece.text}
              </span>
            ) : (
              piece.text
            )
          ) : (
            <mark
              key={index}
              data-current-match={piece.match === current ? '' : undefined}
              data-spoken-word={piece.spoken ? '' : undefined}
              className={cn(
                'rounded-[2px] text-transparent',
                piece.match === current
                  ? 'bg-gold/70 outline-2 outline-foreground dark:bg-gold/45'
                  : 'bg-gold/35 dark:bg-gold/25',
                piece.spoken && SPOKEN_LINE,
              )}
            >
              {piece.text}
            </mark>
          ),
        )}
        {/* A last line that ends in a line break still takes its height. */}{' '}
      </div>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={10_000}
        rows={2}
        className={cn(BOX, 'resize-none overflow-hidden bg-transparent shadow-none')}
        disabled={disabled}
      />
    </div>
  );
}
