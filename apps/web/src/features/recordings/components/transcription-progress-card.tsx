import { JobProgressCard, type JobProgressCardProps } from '@/components/job-progress-card';
import { recordingLabels } from './recording-labels';

/** The transcription job while it runs. */
export function TranscriptionProgressCard(props: JobProgressCardProps) {
  const { job } = props;
  return (
    <JobProgressCard
      {...props}
      stage={job?.status === 'running' && job.stage ? job.stage : recordingLabels.queued}
      note={recordingLabels.carriesOn}
      progressLabel="Transcription progress"
      cancelLabel="Cancel transcription"
      cancellingLabel="Cancelling…"
      testId="transcription"
    />
  );
}
