import { pleaseWait } from '../common/messages';

/** The texts of document reviews (issue 18, "Review a document"): the upload's refusals, the job, the labels. */
export const REVIEWS_PER_USER = 100;

export const reviewMessages = {
  reviewNotFound: 'Review not found',
  deleted: 'The review and its file were deleted.',
  reviewsLimit: `You can keep up to ${REVIEWS_PER_USER} reviews. Delete one you no longer need to review another document.`,

  // The upload.
  uploadMissing: 'Choose a document to review (the form field “file”).',
  oneFileOnly: 'Upload one document at a time.',
  unsupportedType: (fileName: string) =>
    `“${fileName}” is not a document we can review. Upload a PDF, DOCX, TXT or Markdown file.`,
  emptyFile: (fileName: string) => `“${fileName}” is empty.`,
  fileTooLarge: (fileName: string, limitMb: number) =>
    `“${fileName}” is larger than ${limitMb} MB. Upload a document of ${limitMb} MB or less.`,
  /** A document past the reader's limits: `reason` follows the name ("declares 100,000,000 pages …"). */
  documentTooDemanding: (fileName: string, reason: string) =>
    `“${fileName}” ${reason}. Upload a smaller or simpler document, or split it into parts.`,
  scannedPdf: (fileName: string) =>
    `“${fileName}” has no text we can read: it looks like a scan or a photo of pages. Upload the document as a text PDF, DOCX or TXT (or run it through text recognition first).`,
  noText: (fileName: string) => `“${fileName}” has no text to review.`,
  unreadable: (fileName: string) =>
    `“${fileName}” could not be read: it may be damaged or protected by a password. Please save it again and upload it.`,
  uploadsBusy: (seconds: number) => `The server is reading many documents right now. ${pleaseWait(seconds)}`,
  tooManyReviews: (seconds: number) =>
    `You have asked for many reviews in a short time. ${pleaseWait(seconds)}`,
  alreadyReviewing: 'This document is being reviewed already. Wait for that review to finish.',
  categoryUnavailable: 'This legal area is not available. Please choose another category.',

  // The job.
  stageReading: 'Reading the document',
  stageFindingLaw: 'Finding the law',
  stageWriting: 'Writing the review',
  stageChecking: 'Checking quotes and citations',
  reviewFailed: (reason: string) => `Your document is kept, but the review could not be written: ${reason}`,
  reviewMalformed:
    'The AI model answered with something that is not a review. Your document is kept; please try again.',
  fileGone: 'The document was deleted before its review could be saved.',

  // What the offline writer says (the texts of its findings).
  offlineDescription: (kind: string, title: string) => (title ? `${kind}: “${title}”` : kind),
  offlineKinds: {
    lease: 'A lease',
    contract: 'A contract',
    employment: 'An employment agreement',
    loan: 'A loan agreement',
    notice: 'A notice',
    'court-paper': 'A court paper',
    letter: 'A letter',
    other: 'A document',
  },
  offlineFlag: (heading: string | null, citation: string) =>
    `${heading ? `The clause “${heading}”` : 'This clause'} may take away a right that ${citation} gives.`,
  offlineFlagWhy: (citation: string, rule: string, n: number) =>
    `${citation} says: “${rule}” [${n}]. A clause that takes away a right the law gives may not be enforceable.`,
  offlineQuestionFlag: (citation: string) =>
    `Will the other side remove or change this clause, given what ${citation} says?`,
  offlineQuestionDeadline: (date: string) => `What exact day is “${date}”, and what happens if it is missed?`,
  offlineQuestionAmount: (amount: string) => `What exactly is the ${amount} for, and when is it due?`,

  // Labels the web shows with a result.
  writtenOffline:
    'Reviewed on this server without an AI model. It lists the parties, dates and deadlines, amounts, clause headings and obligations it can find, and flags a clause only when the legal library holds a matching rule. It cannot judge whether a clause is fair: read it yourself, or set up an AI model for a fuller review.',
  writtenByModel: (model: string) => `Reviewed by ${model}. Every quote was checked against your document.`,
  droppedQuotes: (n: number) =>
    `${n} quotation${n === 1 ? '' : 's'} the reviewer gave could not be found in your document and ${n === 1 ? 'was' : 'were'} left out.`,
  truncated: 'This document is long: only its first part was reviewed.',
  noLawFound: (place: string) =>
    `The legal library holds no law of ${place} that matches this document: no clause could be checked against the law.`,
} as const;
