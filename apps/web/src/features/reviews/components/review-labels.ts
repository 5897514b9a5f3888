import type { DocumentKind, FlagKind, ReviewStatus } from '@amicus/contract/documents/review';

/** The review screens' own words (the server's refusals and the offline notice come from the contract). */
export const reviewLabels = {
  pageHeading: 'Review a document',
  intro:
    'Upload a lease, contract, letter, notice or court paper. Amicus lists its parties, dates and deadlines, amounts and obligations, flags clauses worth a second look under the law of your place, and quotes the page each finding rests on.',
  uploadHeading: 'Upload a document',
  dropHere: 'Drag a document here, or',
  choose: 'Choose a file',
  chooseAnother: 'Choose another file',
  formats: (mb: number) => `PDF, DOCX, TXT or Markdown, up to ${mb} MB. Scanned pages cannot be read.`,
  noFile: 'Choose a document to review.',
  submit: 'Review this document',
  uploading: 'Uploading…',
  uploadFailed: 'The document could not be uploaded. Please try again.',
  listHeading: 'Your reviews',
  loading: 'Loading your reviews…',
  loadingReview: 'Loading the review…',
  loadFailed: 'We could not load this. Check your connection and try again.',
  empty: 'No reviews yet',
  emptyHint: 'Upload a document above; its review will be listed here.',
  deleteTitle: 'Delete this review?',
  deleteBody: (title: string) => `“${title}” and its review will be deleted. This cannot be undone.`,
  deleteFailed: 'The review could not be deleted. Please try again.',
  queued: 'Waiting to start',
  carriesOn: 'It carries on if you leave this page; come back to see the review.',
  done: 'The review is ready.',
  failed: 'The review could not be written. Your document is kept.',
  cancelled: 'The review was cancelled. Your document is kept.',
  reviewAgain: 'Review again',
  rerunFailed: 'The review could not be started again. Please try again.',
  status: {
    reviewing: 'Reviewing',
    reviewed: 'Reviewed',
    failed: 'Failed',
  } satisfies Record<ReviewStatus, string>,
  kinds: {
    lease: 'Lease',
    contract: 'Contract',
    employment: 'Employment agreement',
    loan: 'Loan agreement',
    notice: 'Notice',
    'court-paper': 'Court paper',
    letter: 'Letter',
    other: 'Document',
  } satisfies Record<DocumentKind, string>,
  flagKinds: {
    unusual: 'Unusual',
    'one-sided': 'One-sided',
    'possibly-unenforceable': 'Possibly unenforceable',
  } satisfies Record<FlagKind, string>,
  offlineLead: 'Offline review:',
  sections: {
    document: 'What this document is',
    parties: 'Parties',
    dates: 'Dates and deadlines',
    amounts: 'Amounts',
    obligations: 'Obligations of each side',
    clauses: 'Clause headings',
    flags: 'Clauses to look at',
    questions: 'Questions to ask',
  },
  none: 'None found in the document.',
  noParty: 'No side named',
  deadline: 'Deadline',
  correctedPages: (n: number) =>
    `${n} ${n === 1 ? 'quotation was' : 'quotations were'} found on another page than the reviewer said; the page shown is where ${n === 1 ? 'it stands' : 'they stand'}.`,
} as const;

/** "PDF · 3 pages · 12 KB". */
export function describeFile(review: { fileType: string; pages: number | null; bytes: number }): string {
  const size =
    review.bytes >= 1024 * 1024
      ? `${(review.bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(review.bytes / 1024))} KB`;
  const pages = review.pages === null ? null : `${review.pages} ${review.pages === 1 ? 'page' : 'pages'}`;
  return [review.fileType.toUpperCase(), pages, size].filter(Boolean).join(' · ');
}
