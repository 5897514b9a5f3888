import { z } from 'zod';

/**
 * Long work the server runs as a job (GET /jobs/{id}, its events, POST /jobs/{id}/cancel): queued, then running
 * with a percentage and a short stage text, then succeeded (with its result), failed (with a message fit to
 * show) or cancelled. A job that failed for a passing reason waits queued for its next attempt.
 */
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** The states a job never leaves: its events end there. */
export const finalJobStatuses: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

export const jobSchema = z.object({
  id: z.number().int(),
  /** What the job does, e.g. `trial-analysis`. */
  kind: z.string(),
  status: jobStatusSchema,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** What it is doing now, in a few words ("Writing the analysis"). */
  stage: z.string().nullable(),
  attempts: z.number().int(),
  /** The owner asked to cancel it and the job has not stopped yet. */
  cancelRequested: z.boolean(),
  /** Why it failed (or why its last attempt failed, while it waits to be tried again). */
  error: z.string().nullable(),
  /** What it produced once succeeded, shaped by its kind (a trial analysis: the analyze answer). */
  result: z.unknown().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResultSchema = z.object({ success: z.literal(true), job: jobSchema });
export type JobResult = z.infer<typeof jobResultSchema>;

/**
 * GET /jobs/{id}/events (`text/event-stream`): one `data: {"job": …}` event with the job as it is, then one
 * each time it changes; the stream ends after the job reaches a final state. Reconnecting (after a reload)
 * starts again from the job as it is. Comment lines (`: ping`) are heartbeats.
 */
export const jobEventSchema = z.object({ job: jobSchema });
export type JobEvent = z.infer<typeof jobEventSchema>;

/** An answer to a request that started a job rather than waiting for it (`Prefer: respond-async`): 202. */
export const jobAcceptedSchema = z.object({ success: z.literal(true), jobId: z.number().int() });
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;
