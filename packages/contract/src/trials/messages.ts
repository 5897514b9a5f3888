import { TRIAL_MAX_FILES_PER_SIDE } from '../common/constants';
import { pleaseWait, storageQuotaReached } from '../common/messages';
import { uploadMessages } from '../common/upload-messages';

/** The mock-trial screens' texts, word for word, plus our own where the spec is silent. */
export const trialMessages = {
  // Submission (/user/trial)
  submitTitle: 'Mock Trial',
  submitSubtitle:
    'Describe your case and rehearse it: Amicus summarises it, then analyses both sides’ documents.',
  submitCase: 'Submit Case',
  submitting: 'Submitting...',
  viewHistory: 'View History',
  submitSuccess: 'Mock trial submitted successfully',
  /** Only when the server sent no message of its own (the spec shows the server's message). */
  submitFailed: 'Failed to submit the mock trial. Please try again.',
  caseDescriptionRequired: 'Case description is required',
  countryRequired: 'Country is required',
  stateRequired: 'State/province is required',
  roleInvalid: 'Role must be plaintiff, defendant or other',
  /** The submission is stored even when the AI provider fails; the user can carry on to the analysis. */
  submitSavedButFailed: (reason: string) =>
    `Your case was saved, but the case summary could not be written: ${reason}`,

  tooManyTrials: (seconds: number) =>
    `You have submitted many mock trials in a short time. ${pleaseWait(seconds)}`,

  // Analysis (/user/trial/analysis)
  analysisTitle: 'Trial Analysis',
  analysisSubtitle: 'Upload files for both parties to generate an analysis',
  plaintiffFiles: 'Plaintiff Files',
  plaintiffUpload: 'Upload Plaintiff Documents',
  plaintiffHint: 'Upload briefs, evidence, or other documents',
  defendantFiles: 'Defendant Files',
  defendantUpload: 'Upload Defendant Documents',
  defendantHint: 'Upload responses, counter-evidence, or other documents',
  generateAnalysis: 'Generate Analysis',
  analyzing: 'Analyzing...',
  analysisSuccess: 'Files analyzed successfully',
  analysisFailed: 'Failed to analyze trial files. Please try again.',
  tooManyAnalyses: (seconds: number) =>
    `You have asked for many analyses in a short time. ${pleaseWait(seconds)}`,
  trialIdNotFound: 'Trial ID not found. Please submit a mock trial first.',
  trialIdMissing: 'Trial ID is missing',
  reportTitle: 'Analysis Report',
  pdfFailed: 'Failed to generate PDF. Please try again.',
  printTitle: 'Trial Analysis Report',
  trialNotFound: 'Mock trial not found',
  /** The analysis runs as a job; a request waiting for it gives up after the old limit, the job does not. */
  analysisStillRunning:
    'The analysis is taking longer than usual. It carries on, and the report will appear with your trial.',
  analysisCancelled: 'The analysis was cancelled.',
  // Stages of the analysis job, shown beside its progress.
  analysisStagePreparing: 'Preparing the documents',
  analysisStageWriting: 'Writing the analysis',
  analysisStageSaving: 'Saving the report',
  /** Before the job has started (or between two attempts). */
  analysisStageQueued: 'Waiting to start',
  analysisProgressLabel: 'Analysis progress',
  analysisCarriesOn:
    'You can leave or reload this page: the analysis carries on, and the report is saved with your trial.',
  cancelAnalysis: 'Cancel',
  cancellingAnalysis: 'Cancelling...',

  // History (/user/trial/history)
  historyTitle: 'Mock Trial History',
  historySubtitle: 'View your previously submitted mock trials',
  newMockTrial: 'New Mock Trial',
  historyLoading: 'Loading your trial history...',
  historyEmptyTitle: 'No mock trials found',
  historyEmptyBody: "You haven't submitted any mock trial cases yet.",
  historyEmptyAction: 'Submit Your First Mock Trial',
  viewAnalysis: 'View Analysis',
  caseSummary: 'Case Summary',
  caseAnalysis: 'Case Analysis',
  historyFailed: 'Failed to load trial history',

  // Files
  ...uploadMessages,
  tooManyFiles: (side: string, fileName: string) =>
    `Too many ${side} files: at most ${TRIAL_MAX_FILES_PER_SIDE} per side (“${fileName}” is one too many).`,
  storageQuotaReached,
  fileNotFound: 'File not found',
} as const;
