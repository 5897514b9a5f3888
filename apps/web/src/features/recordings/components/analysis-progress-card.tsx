import { JobProgressCard, type JobProgressCardProps } from '@/components/job-progress-card';
import { analysisLabels } from './analysis-labels';

/** The analysis job while it runs. */
export function AnalysisProgressCard(props: JobProgressCardProps) {
  const { job } = props;
  return (
    <JobProgressCard
      {...props}
      stage={job?.status === 'running' && job.stage ? job.stage : analysisLabels.queued}
      note={analysisLabels.carriesOn}
      progressLabel="Analysis progress"
      cancelLabel="Cancel analysis"
      cancellingLabel="Cancelling…"
      testId="analysis"
    />
  );
}
