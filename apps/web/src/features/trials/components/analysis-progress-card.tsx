import { trialMessages } from '@amicus/contract/trials/messages';
import { JobProgressCard, type JobProgressCardProps } from '@/components/job-progress-card';

/** The analysis job while it runs. */
export function AnalysisProgressCard(props: JobProgressCardProps) {
  return (
    <JobProgressCard
      {...props}
      queuedStage={trialMessages.analysisStageQueued}
      startingStage={trialMessages.analysisStagePreparing}
      note={trialMessages.analysisCarriesOn}
      progressLabel={trialMessages.analysisProgressLabel}
      cancelLabel={trialMessages.cancelAnalysis}
      cancellingLabel={trialMessages.cancellingAnalysis}
      testId="analysis"
    />
  );
}
