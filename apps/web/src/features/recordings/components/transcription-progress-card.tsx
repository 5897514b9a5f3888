import { LoaderCircle, WifiOff } from 'lucide-react';
import type { Job } from '@amicus/contract/jobs/schemas';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { recordingLabels } from './recording-labels';

/** The transcription job while it runs: its stage, a progress bar with the percentage, and Cancel. */
export function TranscriptionProgressCard({
  job,
  reconnecting,
  cancelling,
  onCancel,
}: {
  job: Job | null;
  reconnecting: boolean;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const stage = job?.status === 'running' && job.stage ? job.stage : recordingLabels.queued;
  const percent = job?.progress ?? 0;
  const stopping = cancelling || job?.cancelRequested === true;
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" data-testid="transcription-progress">
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <p className="flex items-center gap-2 font-medium" aria-live="polite">
            <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden />
            <span data-testid="transcription-stage">{stage}</span>
          </p>
          <p className="text-sm text-muted-foreground">{recordingLabels.carriesOn}</p>
        </div>
        <span className="shrink-0 text-xl font-semibold tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label="Transcription progress" valueText={`${stage}, ${percent}%`} />
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          {reconnecting && (
            <>
              <WifiOff className="size-4 shrink-0" aria-hidden />
              {jobMessages.reconnecting}
            </>
          )}
        </p>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={stopping || job === null}>
          {stopping ? 'Cancelling…' : 'Cancel transcription'}
        </Button>
      </div>
    </div>
  );
}
