import { z } from 'zod';
import { TRIAL_MAX_FILE_BYTES } from '../common/constants';
import { idSchema } from '../common/ids';
import { jobSchema } from '../jobs/schemas';
import { citationCheckSchema, citedSourceSchema } from '../library/schemas';
import { analyzeRecordingBodySchema } from '../recordings/analysis';

/**
 * The review of a document the user uploads (issue 18, "Review a document"): what it is, who it binds, its dates,
 * amounts and obligations, the clauses worth a second look in the user's jurisdiction (cited from the library when
 * it holds the rule) and the questions to ask. Every finding quotes the passage it rests on, and the quote is
 * checked against the document's text on the page it names before it is kept.
 */

/** The reviews' paths, relative to the API base (`/api/v1`). */
export const reviewPaths = {
  list: '/documents/reviews',
  upload: '/documents/reviews',
  one: (id: number) => `/documents/reviews/${id}`,
  /** POST: write the review again (after a failure, or for another place), from the stored file. */
  rerun: (id: number) => `/documents/reviews/${id}/rerun`,
} as const;

export const DOCUMENT_REVIEW_JOB = 'document-review';
/** The same limit as trial evidence: one file of at most 10 MB. */
export const REVIEW_MAX_FILE_BYTES = TRIAL_MAX_FILE_BYTES;
/** The multipart field the file is sent in. */
export const REVIEW_FILE_FIELD = 'file';

/** What the file is, told from its bytes (never its name or the browser's label). */
export const reviewFileTypes = ['pdf', 'docx', 'txt', 'md'] as const;
export type ReviewFileType = (typeof reviewFileTypes)[number];
/** What a file input may offer (`accept`): the server still sniffs the bytes. */
export const REVIEW_ACCEPT = '.pdf,.docx,.txt,.md,.markdown,application/pdf,text/plain,text/markdown';

/**
 * POST /documents/reviews: multipart, one file in `file`, with `country` and `state` (the law searched is theirs)
 * and optionally `categoryId` (the legal area). POST …/rerun takes a JSON object of the same fields, all optional
 * (send `{}` to keep the review's place).
 */
export const reviewPlaceSchema = analyzeRecordingBodySchema;
export type ReviewPlace = z.infer<typeof reviewPlaceSchema>;
export const rerunReviewBodySchema = reviewPlaceSchema.partial().strict();
export type RerunReviewBody = z.infer<typeof rerunReviewBodySchema>;

/**
 * Words of the document as they stand on `page` (1-based; null for formats without pages: DOCX, TXT, Markdown).
 * `offset` is where they start in the document's text (counted in characters from its start), when known.
 */
export const documentQuoteSchema = z.object({
  text: z.string(),
  page: z.number().int().min(1).nullable(),
  offset: z.number().int().min(0).nullable(),
});
export type DocumentQuote = z.infer<typeof documentQuoteSchema>;

/**
 * One finding: plain text (law cited as [1], [2]… of the result's `sources`) and the document's words it rests
 * on. `quote` is null only when the writer's quotation was not found in the document (it is then counted in
 * `droppedQuotes`); a finding is never given a quote that was not checked.
 */
export const reviewFindingSchema = z.object({
  text: z.string(),
  quote: documentQuoteSchema.nullable(),
});
export type ReviewFinding = z.infer<typeof reviewFindingSchema>;

export const documentKinds = [
  'lease',
  'contract',
  'employment',
  'loan',
  'notice',
  'court-paper',
  'letter',
  'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** What the document is: its kind and one line saying so ("A residential lease of 12 Oak St for one year"). */
export const reviewDocumentSchema = z.object({
  kind: z.enum(documentKinds),
  description: z.string(),
});

/** A person or business the document binds; `role` as the document names it ("Landlord", "Tenant"), or null. */
export const reviewPartySchema = reviewFindingSchema.extend({
  name: z.string(),
  role: z.string().nullable(),
});
export type ReviewParty = z.infer<typeof reviewPartySchema>;

/** A date the document names. `text` as written; `what` is what happens then ("Rent is due"). */
export const reviewDateSchema = reviewFindingSchema.extend({
  date: z.string(),
  /** The same day as YYYY-MM-DD when it could be fixed to a calendar day, else null ("the first of each month"). */
  isoDate: z.string().nullable(),
  /** Something must be done by then (a deadline), not only something that happens. */
  deadline: z.boolean(),
});
export type ReviewDate = z.infer<typeof reviewDateSchema>;

/** An amount of money. `amount` as written ("$1,500.00"); `value` in `currency` units when it could be read. */
export const reviewAmountSchema = reviewFindingSchema.extend({
  amount: z.string(),
  value: z.number().nullable(),
  currency: z.string().nullable(),
});
export type ReviewAmount = z.infer<typeof reviewAmountSchema>;

/** What one side must do (or must not). `party` as the document names it, or null when it does not say. */
export const reviewObligationSchema = reviewFindingSchema.extend({
  party: z.string().nullable(),
});
export type ReviewObligation = z.infer<typeof reviewObligationSchema>;

/** A clause heading of the document ("7. Security Deposit"), to find one's way in it. */
export const reviewClauseSchema = reviewFindingSchema.extend({ heading: z.string() });
export type ReviewClause = z.infer<typeof reviewClauseSchema>;

export const flagKinds = ['unusual', 'one-sided', 'possibly-unenforceable'] as const;
export type FlagKind = (typeof flagKinds)[number];

/**
 * A clause worth a second look. `text` names the clause and what it does; `why` says what makes it so, citing the
 * rule as [n] when the library holds it; `sources` lists those n (each one of the result's `sources`).
 */
export const reviewFlagSchema = reviewFindingSchema.extend({
  kind: z.enum(flagKinds),
  why: z.string(),
  sources: z.array(z.number().int().min(1)),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

/** Who wrote the review: the user's model, or this server's offline rules (which can do less: see messages). */
export const reviewWriters = ['model', 'offline'] as const;
export type ReviewWriter = (typeof reviewWriters)[number];

export const reviewResultSchema = z.object({
  document: reviewDocumentSchema,
  parties: z.array(reviewPartySchema),
  dates: z.array(reviewDateSchema),
  amounts: z.array(reviewAmountSchema),
  obligations: z.array(reviewObligationSchema),
  clauses: z.array(reviewClauseSchema),
  flags: z.array(reviewFlagSchema),
  /** Questions to ask before signing or answering; `quote` is the passage that raises it, when there is one. */
  questions: z.array(reviewFindingSchema),
  /** The library passages the review was given, numbered as it cites them. Empty when the library has none. */
  sources: z.array(citedSourceSchema),
  citationCheck: citationCheckSchema,
  /** Whether a source is law of the user's jurisdiction (not only general guidance). */
  lawFound: z.boolean(),
  writer: z.enum(reviewWriters),
  /** The model's name, or `offline`. */
  writtenBy: z.string(),
  /** Quotations not found in the document: dropped (the finding kept without a quote). */
  droppedQuotes: z.number().int().min(0),
  /** Quotations found on another page than the one named (exactly one): kept with the page corrected. */
  correctedPages: z.number().int().min(0),
  /** The text of the document was longer than a review reads: only its start was reviewed. */
  truncated: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** reviewing: its job is queued or running; reviewed: `result` is set; failed: see `error` (the file is kept). */
export const reviewStatuses = ['reviewing', 'reviewed', 'failed'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewSummarySchema = z.object({
  id: z.number().int(),
  /** The file's name as uploaded (made safe to show). */
  title: z.string(),
  fileType: z.enum(reviewFileTypes),
  bytes: z.number().int(),
  /** Pages of a PDF; null for formats without pages. */
  pages: z.number().int().nullable(),
  status: z.enum(reviewStatuses),
  /** The latest review job (follow it at GET /jobs/{id} and its events). */
  jobId: z.number().int().nullable(),
  /** Why the last run failed, fit to show; null unless failed. */
  error: z.string().nullable(),
  /** The place (and area) the law was searched for. */
  country: z.string(),
  state: z.string(),
  categoryId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const documentReviewSchema = reviewSummarySchema.extend({
  result: reviewResultSchema.nullable(),
});
export type DocumentReview = z.infer<typeof documentReviewSchema>;

export const reviewParamsSchema = z.object({ id: idSchema });

export const reviewResultResponseSchema = z.object({
  success: z.literal(true),
  review: documentReviewSchema,
});
export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSummarySchema),
});
/** POST /documents/reviews and …/rerun → 202: the review (status `reviewing`) and its job. */
export const reviewAcceptedSchema = z.object({
  success: z.literal(true),
  review: documentReviewSchema,
  job: jobSchema,
});
export type ReviewAccepted = z.infer<typeof reviewAcceptedSchema>;
