import { LoaderCircle, WifiOff } from 'lucide-react';
import { accountMessages } from '@amicus/contract/account/data';
import type { Job } from '@amicus/contract/jobs/schemas';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { Progress } from '@/components/ui/progress';
import { accountLabels as l } from './account-labels';

/** The archive's job while it runs: its stage in its own words, the percentage and a progress bar. */
export function ArchiveProgress({ job, reconnecting }: { job: Job | null; reconnecting: boolean }) {
  const stage = (job?.status === 'queued' ? null : job?.stage) ?? accountMessages.exportStage;
  const percent = job?.progress ?? 0;
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4" data-testid="archive-progress">
      <div className="flex items-center justify-between gap-4">
        <p className="flex min-w-0 items-center gap-2.5 font-medium" aria-live="polite">
          <LoaderCircle className="size-5 shrink-0 animate-spin text-primary" aria-hidden />
          <span>{stage}</span>
        </p>
        <span className="shrink-0 text-lg font-semibold tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label={l.progressLabel} valueText={`${stage}, ${percent}%`} />
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {reconnecting ? (
          <>
            <WifiOff className="size-4 shrink-0" aria-hidden />
            {jobMessages.reconnecting}
          </>
        ) : (
          l.carriesOn
        )}
      </p>
    </div>
  );
}
