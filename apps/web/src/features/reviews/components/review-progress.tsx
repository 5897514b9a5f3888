import { JobProgressCard, type JobProgressCardProps } from '@/components/job-progress-card';
import { reviewLabels } from './review-labels';

/** The review job while it runs: its stage (reading, finding the law, writing, checking) and percentage. */
export function ReviewProgress(props: JobProgressCardProps) {
  const { job } = props;
  return (
    <JobProgressCard
      {...props}
      stage={job?.status === 'running' && job.stage ? job.stage : reviewLabels.queued}
      note={reviewLabels.carriesOn}
      progressLabel="Review progress"
      cancelLabel="Cancel review"
      cancellingLabel="Cancelling…"
      testId="review"
    />
  );
}
