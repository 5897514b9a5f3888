import { LoaderCircle, WifiOff } from 'lucide-react';
import type { Job } from '@amicus/contract/jobs/schemas';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

export type JobProgressCardProps = {
  /** null until the server first answers. */
  job: Job | null;
  reconnecting: boolean;
  cancelling: boolean;
  onCancel: () => void;
};

/** What the job is doing, in the words of its stage; before it runs, that it waits. */
function stageOf(job: Job | null, queuedStage: string, startingStage: string): string {
  if (job?.stage && job.status === 'running') return job.stage;
  if (!job || job.status === 'queued') return queuedStage;
  return job.stage ?? startingStage;
}

/**
 * A long job while it runs (trial analysis, transcription, drafting): its stage, a progress bar with the
 * percentage, a note that it carries on without this page, and Cancel. Test ids are `<testId>-progress`,
 * `-stage`, `-percent`.
 */
export function JobProgressCard({
  job,
  reconnecting,
  cancelling,
  onCancel,
  queuedStage,
  startingStage = queuedStage,
  note,
  progressLabel,
  cancelLabel,
  cancellingLabel,
  testId,
}: JobProgressCardProps & {
  /** Shown until the job runs and names its stage. */
  queuedStage: string;
  /** Shown while it runs without a stage yet (the queued words unless given). */
  startingStage?: string;
  note: string;
  progressLabel: string;
  cancelLabel: string;
  cancellingLabel: string;
  testId: string;
}) {
  const stage = stageOf(job, queuedStage, startingStage);
  const percent = job?.progress ?? 0;
  const stopping = cancelling || job?.cancelRequested === true;
  return (
    <Card data-testid={`${testId}-progress`}>
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <p className="flex items-center gap-2.5 font-medium" aria-live="polite">
              <LoaderCircle className="size-5 shrink-0 animate-spin text-primary" aria-hidden />
              <span data-testid={`${testId}-stage`}>{stage}</span>
            </p>
            <p className="text-sm text-muted-foreground">{note}</p>
          </div>
          <span className="shrink-0 text-2xl font-semibold tabular-nums" data-testid={`${testId}-percent`}>
            {percent}%
          </span>
        </div>
        <Progress value={percent} label={progressLabel} valueText={`${stage}, ${percent}%`} />
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
            {stopping ? cancellingLabel : cancelLabel}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
