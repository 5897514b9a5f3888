/** Texts of the job routes (the spec is silent on jobs; these are ours). */
export const jobMessages = {
  notFound: 'Job not found',
  alreadyFinished: 'This job has already finished.',
  /** A failure whose cause the user cannot act on (its detail is logged, never shown). */
  failed: 'The job could not be completed. Please try again.',
  /** Its instance stopped (a crash, a restart) more often than the job may be tried. */
  interrupted: 'The job was interrupted too many times. Please try again.',
  cancelled: 'The job was cancelled.',
  /** The web lost its connection to a job's events and is making a new one. */
  reconnecting: 'The connection was lost. Reconnecting...',
  cancelFailed: 'The job could not be cancelled. Please try again.',
};
