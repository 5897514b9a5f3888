import { AudioLines, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Recording } from '@amicus/contract/recordings/schemas';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { formatAudioTime } from '@amicus/contract/recordings/audio-time';
import { RecordingStatusBadge } from './recording-status-badge';

/** The user's recordings: title (to its page), date, length and status, with Rename and Delete. */
export function RecordingsList({
  recordings,
  onRename,
  onDelete,
}: {
  recordings: Recording[];
  onRename: (recording: Recording) => void;
  onDelete: (recording: Recording) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Your recordings">
      {recordings.map((recording) => (
        <li
          key={recording.id}
          data-testid="recording-row"
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
        >
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
            <AudioLines className="size-5" aria-hidden />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <Link
              to={`/recordings/${recording.id}`}
              className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
            >
              {recording.title}
            </Link>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <time dateTime={recording.createdAt}>{formatDateTime(recording.createdAt)}</time>
              <span>
                <span className="sr-only">Length </span>
                {formatAudioTime(recording.durationMs)}
              </span>
              <RecordingStatusBadge status={recording.status} />
            </p>
          </div>
          <div className="flex shrink-0 gap-1 self-end sm:self-auto">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Rename ${recording.title}`}
              onClick={() => onRename(recording)}
            >
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete ${recording.title}`}
              onClick={() => onDelete(recording)}
            >
              <Trash2 />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
