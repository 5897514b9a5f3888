import { Mic, Pause, Play, Square, Trash2, Upload } from 'lucide-react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LevelMeter } from './level-meter';
import { formatAudioTime } from '@amicus/contract/recordings/audio-time';
import { useAudioRecorder, type RecordedAudio } from './use-audio-recorder';

/**
 * Records in the browser: Record, then the level meter and the elapsed time with Pause/Resume and Stop; after
 * Stop, a preview with Upload and Discard. `onUpload` sends the audio; the parent shows its outcome.
 */
export function AudioRecorder({
  maxDurationMs,
  uploading,
  onUpload,
}: {
  maxDurationMs: number;
  uploading: boolean;
  onUpload: (audio: RecordedAudio) => void;
}) {
  const recorder = useAudioRecorder(maxDurationMs);
  const { status, recorded } = recorder;
  const live = status === 'recording' || status === 'paused';

  return (
    <div className="grid gap-4" data-testid="audio-recorder" data-status={status}>
      <div className="flex flex-wrap items-center gap-4">
        {status === 'idle' || status === 'starting' ? (
          <Button onClick={() => void recorder.start()} disabled={status === 'starting' || uploading}>
            {status === 'starting' ? <Spinner label="Starting the microphone" /> : <Mic />}
            Record
          </Button>
        ) : null}
        {live && (
          <>
            {status === 'recording' ? (
              <Button variant="outline" onClick={recorder.pause}>
                <Pause />
                Pause
              </Button>
            ) : (
              <Button variant="outline" onClick={recorder.resume}>
                <Play />
                Resume
              </Button>
            )}
            <Button variant="destructive" onClick={recorder.stop}>
              <Square />
              Stop
            </Button>
          </>
        )}
        {(live || status === 'stopped') && (
          <div className="flex items-center gap-3">
            <LevelMeter level={recorder.level} active={status === 'recording'} />
            <p className="font-mono text-lg tabular-nums" data-testid="recorder-elapsed">
              <span className="sr-only">{status === 'paused' ? 'Paused at ' : 'Recorded '}</span>
              {formatAudioTime(recorder.elapsedMs)}
            </p>
            {status === 'recording' && (
              <span className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <span className="size-2 animate-pulse rounded-full bg-destructive" aria-hidden />
                Recording
              </span>
            )}
            {status === 'paused' && <span className="text-sm text-muted-foreground">Paused</span>}
          </div>
        )}
      </div>

      {recorded && (
        <div className="grid gap-3 rounded-lg border bg-muted/30 p-3">
          <audio controls src={recorded.url} className="w-full" aria-label="Preview of your recording" />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onUpload(recorded)} disabled={uploading}>
              {uploading ? <Spinner label="Uploading" className="text-primary-foreground" /> : <Upload />}
              {uploading ? 'Uploading…' : 'Upload recording'}
            </Button>
            <Button variant="outline" onClick={recorder.discard} disabled={uploading}>
              <Trash2 />
              Discard
            </Button>
          </div>
        </div>
      )}

      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {status === 'recording' ? 'Recording started.' : status === 'paused' ? 'Recording paused.' : ''}
      </p>
      <FormAlert message={recorder.error ?? undefined} />
    </div>
  );
}
