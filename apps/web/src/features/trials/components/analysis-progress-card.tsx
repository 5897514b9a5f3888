import type { Job } from '@amicus/contract/jobs/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { JobProgressCard, type JobProgressCardProps } from '@/components/job-progress-card';

/** What the job is doing, in the words of its stage; before it starts, that it waits. */
function stageOf(job: Job | null): string {
  if (job?.stage && job.status === 'running') return job.stage;
  if (!job || job.status === 'queued') return trialMessages.analysisStageQueued;
  return job.stage ?? trialMessages.analysisStagePreparing;
}

/** The analysis job while it runs. */
export function AnalysisProgressCard(props: JobProgressCardProps) {
  return (
    <JobProgressCard
      {...props}
      stage={stageOf(props.job)}
      note={trialMessages.analysisCarriesOn}
      progressLabel={trialMessages.analysisProgressLabel}
      cancelLabel={trialMessages.cancelAnalysis}
      cancellingLabel={trialMessages.cancellingAnalysis}
      testId="analysis"
    />
  );
}
