import { z } from 'zod';

/** The kinds of AI work that run as jobs and cost credits besides chat messages (decision 006). */
export const workKinds = [
  'trialAnalysis',
  'documentDraft',
  'documentReview',
  'recordingTranscription',
  'recordingAnalysis',
] as const;
export type WorkKind = (typeof workKinds)[number];

/**
 * What each kind costs, in messages at the admin's price per message: the work a model (or the server's own
 * speech engine) does for one run, measured against one reply (decision 006). A price per message of 0 makes
 * all of it free.
 */
export const WORK_PRICE_IN_MESSAGES: Record<WorkKind, number> = {
  trialAnalysis: 3,
  documentReview: 3,
  documentDraft: 2,
  recordingAnalysis: 2,
  recordingTranscription: 1,
};

/** A price list at a given price per message. */
export function workPrices(creditsPerMessage: number): Record<WorkKind, number> {
  return Object.fromEntries(
    workKinds.map((kind) => [kind, WORK_PRICE_IN_MESSAGES[kind] * creditsPerMessage]),
  ) as Record<WorkKind, number>;
}

export const pricesSchema = z.object({
  message: z.number().int(),
  ...(Object.fromEntries(workKinds.map((kind) => [kind, z.number().int()])) as Record<WorkKind, z.ZodNumber>),
});
export type Prices = z.infer<typeof pricesSchema>;

export const pricesResultSchema = z.object({ success: z.literal(true), prices: pricesSchema });

/** The line shown beside a button that starts paid work. */
export const priceNote = (credits: number) =>
  credits === 0 ? 'Free' : `Costs ${credits.toLocaleString('en-US')} ${credits === 1 ? 'credit' : 'credits'}`;
