import { EXPORT_KEPT_DAYS } from '@amicus/contract/account/data';

/** The account screens' own words (the server's answers come from the contract's accountMessages). */
export const accountLabels = {
  dataHeading: 'Your data',
  dataIntro: 'Download everything Amicus holds about you, as one zip archive.',
  archiveHolds: 'The archive holds:',
  keptFor: `Once it is ready, it can be downloaded for ${EXPORT_KEPT_DAYS} days; then it is deleted.`,
  start: 'Download your data',
  starting: 'Starting…',
  startFailed: 'The archive could not be started. Please try again.',
  loadFailed: 'We could not check for an archive. Check your connection and try again.',
  progressLabel: 'Archive progress',
  carriesOn: 'It carries on if you leave this page; come back to download it.',
  download: (size: string) => `Download archive (${size})`,
  downloading: 'Downloading…',
  downloadFailed: 'The archive could not be downloaded. Please try again.',
  availableUntil: 'Available until',
  prepareNew: 'Prepare a new archive',
  failed: 'The archive could not be prepared.',
  cancelled: 'Preparing the archive was stopped.',
  retry: 'Try again',

  deleteHeading: 'Delete account',
  deleteIntro: 'This cannot be undone.',
  deletedForGood:
    'Your profile, chats, documents, mock trials, reviews, recordings and files are deleted for good, at once.',
  paymentsKept:
    'Payment records are kept for 7 years, without your name or e-mail, as tax law requires. Card numbers are never kept.',
  downloadFirst: 'Before you do, you may want to',
  downloadFirstLink: 'download your data',
  deleteButton: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogBody:
    'Everything in your account is deleted for good and you are signed out everywhere. Enter your password to confirm.',
  passwordLabel: 'Your password',
  cancel: 'Cancel',
  confirm: 'Delete my account',
  deleting: 'Deleting…',
  deleteFailed: 'Your account could not be deleted. Please try again.',
};
