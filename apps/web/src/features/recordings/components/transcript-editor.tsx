import { Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { PatchTranscriptBody, TranscriptSegment } from '@amicus/contract/recordings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { PlayFromButton } from './play-from-button';
import { formatAudioTime } from './recording-labels';

/**
 * The transcript as timed segments, each editable. A segment's time plays the audio from there; Save sends
 * the changed segments in one PATCH, and the texts shown follow the server's answer. `playingMs` marks the
 * segment being heard.
 */
export function TranscriptEditor({
  segments,
  playingMs,
  saving,
  onPlayFrom,
  onSave,
}: {
  segments: TranscriptSegment[];
  playingMs: number | null;
  saving: boolean;
  onPlayFrom: (ms: number) => void;
  onSave: (changes: PatchTranscriptBody['segments']) => Promise<unknown>;
}) {
  // The user's drafts, by segment number; a draft equal to the stored text is no change.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const changes = segments
    .filter((segment) => drafts[segment.n] !== undefined && drafts[segment.n] !== segment.text)
    .map((segment) => ({ n: segment.n, text: drafts[segment.n] ?? segment.text }));

  const save = async () => {
    try {
      await onSave(changes);
      setDrafts({});
    } catch {
      // The page tells why; the drafts stay for another try.
    }
  };

  return (
    <div className="grid gap-4">
      <ol className="grid gap-2" aria-label="Transcript segments">
        {segments.map((segment) => {
          const time = formatAudioTime(segment.startMs);
          const heard = playingMs !== null && playingMs >= segment.startMs && playingMs < segment.endMs;
          const fieldId = `segment-${segment.n}`;
          return (
            <li
              key={segment.n}
              data-testid="transcript-segment"
              className={cn(
                'grid gap-2 rounded-lg border p-2 sm:grid-cols-[auto_1fr] sm:items-start sm:gap-3',
                heard && 'border-primary/60 bg-primary/5',
              )}
            >
              <div className="flex items-center gap-2 sm:flex-col sm:items-start">
                <PlayFromButton ms={segment.startMs} onPlayFrom={onPlayFrom} />
                {segment.edited && <Badge variant="outline">Edited</Badge>}
              </div>
              <label htmlFor={fieldId} className="sr-only">
                {`Segment ${segment.n}, at ${time}`}
              </label>
              <Textarea
                id={fieldId}
                value={drafts[segment.n] ?? segment.text}
                onChange={(event) => setDrafts((prev) => ({ ...prev, [segment.n]: event.target.value }))}
                maxLength={10_000}
                rows={2}
                className="min-h-16 resize-y"
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
