import { LoaderCircle, WifiOff } from 'lucide-react';
import type { Job } from '@amicus/contract/jobs/schemas';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { trialMessages } from '@amicus/contract/trials/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** What the job is doing, in the words of its stage; before it starts, that it waits. */
function stageOf(job: Job | null): string {
  if (job?.stage && job.status === 'running') return job.stage;
  if (!job || job.status === 'queued') return trialMessages.analysisStageQueued;
  return job.stage ?? trialMessages.analysisStagePreparing;
}

/**
 * The analysis job while it runs: its stage, a progress bar with the percentage, a note that it carries on
 * without this page, and Cancel. `job` is null until the server first answers.
 */
export function AnalysisProgressCard({
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
  const stage = stageOf(job);
  const percent = job?.progress ?? 0;
  const stopping = cancelling || job?.cancelRequested === true;
  return (
    <Card data-testid="analysis-progress">
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <p className="flex items-center gap-2.5 font-medium" aria-live="polite">
              <LoaderCircle className="size-5 shrink-0 animate-spin text-primary" aria-hidden />
              <span data-testid="analysis-stage">{stage}</span>
            </p>
            <p className="text-sm text-muted-foreground">{trialMessages.analysisCarriesOn}</p>
          </div>
          <span className="shrink-0 text-2xl font-semibold tabular-nums" data-testid="analysis-percent">
            {percent}%
          </span>
        </div>
        <Progress
          value={percent}
          label={trialMessages.analysisProgressLabel}
          valueText={`${stage}, ${percent}%`}
        />
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
            {stopping ? trialMessages.cancellingAnalysis : trialMessages.cancelAnalysis}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
