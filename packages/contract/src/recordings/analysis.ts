import { z } from 'zod';
import { QUESTIONNAIRE_LOCATION_MAX_LENGTH } from '../chats/schemas';
import { referenceIdSchema } from '../common/ids';
import { citationCheckSchema, citedSourceSchema } from '../library/schemas';

/**
 * The analysis of a recording's transcript (issue 19): what it says happened, when, which legal issues it raises
 * and what to do next, grounded in the library for the place the user names. Every quotation of the transcript is
 * checked against the segment it names before it is kept, so a timestamp always plays the words quoted.
 */

/**
 * POST /recordings/{id}/analyze → 202 `{ success, jobId }`; GET /recordings/{id} carries the result. The same
 * path is `recordingPaths.analyze`.
 */
export const recordingAnalysisPaths = {
  analyze: (id: number) => `/recordings/${id}/analyze`,
} as const;

const place = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(QUESTIONNAIRE_LOCATION_MAX_LENGTH, {
      error: `${message.replace(/ is required$/, '')} must be at most ${QUESTIONNAIRE_LOCATION_MAX_LENGTH} characters`,
    });

/** Where the user is (the law searched is theirs) and, optionally, the legal area the recording is about. */
export const analyzeRecordingBodySchema = z.object({
  country: place('Country is required'),
  state: place('State is required'),
  /** A category's id; absent searches every area of the library. */
  categoryId: referenceIdSchema('Please select a category').optional(),
});
export type AnalyzeRecordingBody = z.infer<typeof analyzeRecordingBodySchema>;

/** Words of the transcript, as they stand in segment `n` (checked: a quote not found there is never kept). */
export const transcriptQuoteSchema = z.object({
  n: z.number().int(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  text: z.string(),
});
export type TranscriptQuote = z.infer<typeof transcriptQuoteSchema>;

/** One finding: plain text (law cited as [1], [2]… of `sources`) and the transcript words it rests on. */
export const analysisFindingSchema = z.object({
  text: z.string(),
  quote: transcriptQuoteSchema.nullable(),
});
export type AnalysisFinding = z.infer<typeof analysisFindingSchema>;

export const analysisFactSchema = analysisFindingSchema.extend({
  /** The date or time the fact names, as said ("March 3", "last Tuesday"), or null. */
  when: z.string().nullable(),
  /** The same date as YYYY-MM-DD when it could be fixed to a calendar day, or null. */
  isoDate: z.string().nullable(),
});
export type AnalysisFact = z.infer<typeof analysisFactSchema>;

export const recordingAnalysisSchema = z.object({
  summary: z.string(),
  facts: z.array(analysisFactSchema),
  /** The legal issues raised, each naming the rule of the user's jurisdiction ([n]) where the library has one. */
  issues: z.array(analysisFindingSchema),
  nextSteps: z.array(analysisFindingSchema),
  /** The library passages the analysis was given, numbered as it cites them. Empty when the library has none. */
  sources: z.array(citedSourceSchema),
  citationCheck: citationCheckSchema,
  /** Whether a source is law of the user's jurisdiction (not only general guidance). */
  lawFound: z.boolean(),
  /** Quotations the writer gave that are not in the transcript, dropped (the finding is kept without a quote). */
  droppedQuotes: z.number().int(),
  /** `offline` (this server's rules, no model) or the model that wrote it. */
  writtenBy: z.string(),
  /** The place and area it was grounded for. */
  country: z.string(),
  state: z.string(),
  categoryId: z.number().int().nullable(),
  /** The transcript changed (edited or transcribed again) after this analysis was written. */
  stale: z.boolean(),
  createdAt: z.string(),
});
export type RecordingAnalysis = z.infer<typeof recordingAnalysisSchema>;
