import { z } from 'zod';
import { idSchema, referenceIdSchema } from '../common/ids';
import { citationCheckSchema, citedSourceSchema } from '../library/schemas';
import { trialMessages as m } from './messages';

export const trialRoles = ['plaintiff', 'defendant', 'other'] as const;
export const trialRoleSchema = z.enum(trialRoles, { error: m.roleInvalid });
export type TrialRole = z.infer<typeof trialRoleSchema>;

/**
 * COMPLETED is shown green, anything else amber. COMPLETED: its analysis is written; PENDING: submitted,
 * awaiting one; FAILED: the summary could not be written (it can still be analysed).
 */
export const trialStatuses = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type TrialStatus = (typeof trialStatuses)[number];

/** `case`: uploaded with the submission; `plaintiff` / `defendant`: uploaded for an analysis. */
export const trialFileSides = ['case', 'plaintiff', 'defendant'] as const;
export type TrialFileSide = (typeof trialFileSides)[number];

export const CASE_DESCRIPTION_MAX_LENGTH = 20_000;
export const LOCATION_MAX_LENGTH = 100;

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` });

/**
 * POST /trials: JSON, or multipart with the same fields plus repeated `files`. Case description, role,
 * country and state are required; role defaults to plaintiff.
 */
export const createTrialBodySchema = z.object({
  caseDescription: required(m.caseDescriptionRequired, CASE_DESCRIPTION_MAX_LENGTH, 'Case description'),
  role: trialRoleSchema.default('plaintiff'),
  country: required(m.countryRequired, LOCATION_MAX_LENGTH, 'Country'),
  state: required(m.stateRequired, LOCATION_MAX_LENGTH, 'State/province'),
});
export type CreateTrialBody = z.infer<typeof createTrialBodySchema>;

export const createTrialResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  trialId: z.number().int(),
  /**
   * PENDING: saved, awaiting its analysis (a trial is COMPLETED once one is written); FAILED when the case was
   * saved but the AI provider could not write its summary.
   */
  status: z.enum(trialStatuses),
});
export type CreateTrialResult = z.infer<typeof createTrialResultSchema>;

/** POST /trials/analyze: multipart trialId + plaintiffFiles + defendantFiles; neither side is required. */
export const analyzeTrialFieldsSchema = z.object({
  trialId: referenceIdSchema(m.trialIdMissing),
});
export type AnalyzeTrialFields = z.infer<typeof analyzeTrialFieldsSchema>;

export const analyzeTrialResultSchema = z.object({
  success: z.literal(true),
  /** The analysis report, as Markdown text. */
  analysis: z.string(),
  /** Things the user should know about the documents: a scanned PDF without text, a document cut to fit. */
  notices: z.array(z.string()),
  /**
   * The library passages the analysis was given, numbered as it cites them ([1], [2]…): empty when the library
   * holds nothing on the case. A job's result from before analyses were grounded has none.
   */
  sources: z.array(citedSourceSchema).default([]),
  /** What the citation check found in the analysis; null only for a result from before the check. */
  citationCheck: citationCheckSchema.nullable().default(null),
});
export type AnalyzeTrialResult = z.infer<typeof analyzeTrialResultSchema>;

export const trialFileSchema = z.object({
  id: z.number().int(),
  /** The side it was first given for. */
  side: z.enum(trialFileSides),
  /**
   * Every side it was given for, in the order case, plaintiff, defendant: a document both parties gave (or one
   * sent with the case and again for a side) is stored once and read for each.
   */
  sides: z.array(z.enum(trialFileSides)).min(1),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** API path of the download (owner or admin, bearer token): `/trials/{id}/files/{fileId}`. */
  url: z.string(),
  /** False for a document whose text could not be read (a scanned PDF without a text layer). */
  hasText: z.boolean(),
  createdAt: z.string(),
});
export type TrialFile = z.infer<typeof trialFileSchema>;

export const trialSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.enum(trialStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  summary: z.string().nullable(),
  caseAnalysis: z.string().nullable(),
  /** The latest Markdown report of POST /trials/analyze. */
  analysis: z.string().nullable(),
  /** The library passages the latest analysis was given (as in its analyze result); null before grounding. */
  analysisSources: z.array(citedSourceSchema).nullable(),
  /** The citation check of the latest analysis; null when none was run. */
  analysisCitationCheck: citationCheckSchema.nullable(),
  /** Why the summary could not be written (status FAILED). */
  failureReason: z.string().nullable(),
  caseData: z.object({
    caseDescription: z.string(),
    role: trialRoleSchema,
    state: z.string(),
    country: z.string(),
  }),
  /** Download paths of the trial's files, relative to the API base (spec: filesUrl, a list). */
  filesUrl: z.array(z.string()),
  files: z.array(trialFileSchema),
  fileCount: z.number().int(),
});
export type Trial = z.infer<typeof trialSchema>;

/** The admin list: every trial with its owner, so the admin screen can match trials to users. */
export const adminTrialSchema = trialSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), username: z.string() }),
});
export type AdminTrial = z.infer<typeof adminTrialSchema>;

export const trialListResultSchema = z.object({ success: z.literal(true), trials: z.array(trialSchema) });
export const adminTrialListResultSchema = z.object({
  success: z.literal(true),
  trials: z.array(adminTrialSchema),
});
export const trialResultSchema = z.object({ success: z.literal(true), trial: trialSchema });

export const trialFileParamsSchema = z.object({
  id: idSchema,
  fileId: idSchema,
});
