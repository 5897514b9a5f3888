import { AudioLines, Save, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatAudioTime } from '@amicus/contract/recordings/audio-time';
import type { PatchTranscriptBody, TranscriptSegment } from '@amicus/contract/recordings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PlayFromButton } from './play-from-button';
import { scrollIntoView } from './scroll-into-view';
import { SegmentField } from './segment-field';
import { TranscriptSearchBar } from './transcript-search-bar';
import { findMatches } from './transcript-search';

/** The search bar's height as it sticks under the player (a 40-pixel field and its padding). */
export const SEARCH_BAR_HEIGHT = 56;

/** The segment at a position in the audio, if one is spoken there. */
const segmentAt = (segments: TranscriptSegment[], ms: number | null) =>
  ms === null ? undefined : segments.find((segment) => ms >= segment.startMs && ms < segment.endMs);

/**
 * The word the audio is at in a segment: the last one begun by then (so a pause between two words keeps the
 * first), or none before its first word or when the engine timed no words.
 */
function wordAt(segment: TranscriptSegment, ms: number | null) {
  if (ms === null || !segment.words) return null;
  let at: { start: number; end: number } | null = null;
  for (const word of segment.words) {
    if (word.startMs > ms) break;
    at = word;
  }
  return at;
}

/**
 * Whether the transcript should follow the audio: not while the user types in it (a segment or the search), and
 * not when they are reading elsewhere on the page (the analysis plays its quotations too), so the page only
 * moves for someone reading along.
 */
function following(list: HTMLElement | null): boolean {
  if (!list) return false;
  const active = document.activeElement;
  const typing = active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement;
  if (typing && list.parentElement?.contains(active)) return false;
  const { top, bottom } = list.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * The transcript as timed segments, each editable. A segment's time plays the audio from there; while it plays,
 * the segment heard is marked (aria-current, a bar and a "Now playing" label, not colour alone) and kept in
 * view, and so is the word heard in it when the engine timed its words (unless the user is changing its text). The search marks its matches and steps through them. Save sends the changed segments in one PATCH, and
 * the texts shown follow the server's answer.
 */
export function TranscriptEditor({
  segments,
  playingMs,
  playing,
  searchTop = 0,
  saving,
  onPlayFrom,
  onSave,
}: {
  segments: TranscriptSegment[];
  /** The audio's position; null before it was played. */
  playingMs: number | null;
  /** Whether the audio is playing now (else paused where `playingMs` says). */
  playing: boolean;
  /** Where the search bar sticks as the transcript scrolls (px from the top: below the page's sticky player). */
  searchTop?: number;
  saving: boolean;
  onPlayFrom: (ms: number) => void;
  onSave: (changes: PatchTranscriptBody['segments']) => Promise<unknown>;
}) {
  // The user's drafts, by segment number; a draft equal to the stored text is no change.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  const list = useRef<HTMLOListElement>(null);

  const texts = useMemo(
    () => segments.map((segment) => ({ n: segment.n, text: drafts[segment.n] ?? segment.text })),
    [segments, drafts],
  );
  const matches = useMemo(() => findMatches(texts, query), [texts, query]);
  const currentMatch = matches.length > 0 ? Math.min(current, matches.length - 1) : null;
  const found = currentMatch === null ? undefined : matches[currentMatch];

  const changes = segments
    .filter((segment) => drafts[segment.n] !== undefined && drafts[segment.n] !== segment.text)
    .map((segment) => ({ n: segment.n, text: drafts[segment.n] ?? segment.text }));
  const heard = segmentAt(segments, playingMs);

  // Playback: the segment heard is kept in view while the user reads along.
  useEffect(() => {
    if (!playing || heard === undefined || !following(list.current)) return;
    const row = list.current?.querySelector(`[data-segment="${heard.n}"]`);
    if (row) scrollIntoView(row, 'nearest');
  }, [playing, heard?.n]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the segment changes

  // The search: the current match is brought into view when the user steps to it or types.
  useEffect(() => {
    const mark = list.current?.querySelector('[data-current-match]');
    if (mark) scrollIntoView(mark, 'center');
  }, [currentMatch, query]);

  const step = (by: 1 | -1) =>
    setCurrent((at) =>
      matches.length === 0 ? 0 : (Math.min(at, matches.length - 1) + by + matches.length) % matches.length,
    );

  const save = async () => {
    try {
      await onSave(changes);
      setDrafts({});
    } catch {
      // The page tells why; the drafts stay for another try.
    }
  };

  const foundSegment = found && segments.find((segment) => segment.n === found.n);

  return (
    <div className="grid gap-4">
      <div className="sticky z-10 -mx-1 bg-background px-1 py-2" style={{ top: searchTop }}>
        <TranscriptSearchBar
          query={query}
          onQuery={(value) => {
            setQuery(value);
            setCurrent(0);
          }}
          total={matches.length}
          current={currentMatch}
          where={
            foundSegment ? `segment ${foundSegment.n}, at ${formatAudioTime(foundSegment.startMs)}` : null
          }
          onStep={step}
        />
      </div>
      <ol ref={list} className="grid gap-2" aria-label="Transcript segments">
        {segments.map((segment) => {
          const time = formatAudioTime(segment.startMs);
          const isHeard = heard?.n === segment.n;
          const fieldId = `segment-${segment.n}`;
          const own = matches.flatMap((match, index) => (match.n === segment.n ? [{ ...match, index }] : []));
          const draft = drafts[segment.n];
          const spoken =
            isHeard && (draft === undefined || draft === segment.text) ? wordAt(segment, playingMs) : null;
          return (
            <li
              key={segment.n}
              data-testid="transcript-segment"
              data-segment={segment.n}
              aria-current={isHeard ? 'true' : undefined}
              className={cn(
                'grid gap-2 rounded-lg border p-2 sm:grid-cols-[7rem_1fr] sm:items-start sm:gap-3',
                isHeard && 'border-primary/60 bg-primary/5 shadow-[inset_4px_0_0_var(--color-primary)]',
              )}
            >
              <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-start">
                <PlayFromButton ms={segment.startMs} onPlayFrom={onPlayFrom} />
                {segment.edited && <Badge variant="outline">Edited</Badge>}
                {isHeard && (
                  <span
                    className="inline-flex items-center gap-1 px-2 text-xs font-medium text-primary"
                    data-testid="segment-now-playing"
                  >
                    <AudioLines className="size-3.5" aria-hidden />
                    {playing ? 'Now playing' : 'Paused here'}
                  </span>
                )}
              </div>
              <label htmlFor={fieldId} className="sr-only">
                {`Segment ${segment.n}, at ${time}`}
              </label>
              <SegmentField
                id={fieldId}
                value={drafts[segment.n] ?? segment.text}
                onChange={(value) => setDrafts((prev) => ({ ...prev, [segment.n]: value }))}
                matches={own}
                current={currentMatch}
                spoken={spoken}
                disabled={saving}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto text-sm text-muted-foreground">
          {changes.length === 0
            ? 'Click a time to hear that part; correct any words the engine got wrong.'
            : `${changes.length} unsaved ${changes.length === 1 ? 'change' : 'changes'}`}
        </p>
        <Button variant="outline" onClick={() => setDrafts({})} disabled={changes.length === 0 || saving}>
          <Undo2 />
          Undo changes
        </Button>
        <Button onClick={() => void save()} disabled={changes.length === 0 || saving}>
          <Save />
          {saving ? 'Saving…' : 'Save transcript'}
        </Button>
      </div>
    </div>
  );
}
