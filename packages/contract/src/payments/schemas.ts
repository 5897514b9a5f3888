import { z } from 'zod';
import { CURRENCY } from '../common/constants';
import { MAX_ID, referenceIdSchema } from '../common/ids';
import { planSchema } from '../plans/schemas';
import { subscriptionSchema } from '../subscriptions/schemas';
import { paymentMessages } from './messages';

/** Square's sandbox test values, which the built-in sandbox provider follows (DESIGN.md). */
export const SANDBOX_NONCE_OK = 'cnon:card-nonce-ok';
export const SANDBOX_NONCE_DECLINED = 'cnon:card-nonce-declined';
/** Test card numbers the browser's sandbox card form turns into those tokens; nothing else is accepted. */
export const SANDBOX_TEST_CARDS: Record<string, { nonce: string; brand: string }> = {
  '4111111111111111': { nonce: SANDBOX_NONCE_OK, brand: 'VISA' },
  '4000000000000002': { nonce: SANDBOX_NONCE_DECLINED, brand: 'VISA' },
};

/** A purchase paid with a saved card sends this as its sourceId instead of a browser token. */
const SAVED_CARD_PREFIX = 'saved-card:';
export const savedCardSourceId = (paymentMethodId: number) => `${SAVED_CARD_PREFIX}${paymentMethodId}`;
export function parseSavedCardSourceId(sourceId: string): number | null {
  if (!sourceId.startsWith(SAVED_CARD_PREFIX)) return null;
  const id = Number(sourceId.slice(SAVED_CARD_PREFIX.length));
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * Raw card data is refused outright rather than silently dropped, so a client that would send it learns at
 * once; the value is never echoed, stored or logged.
 */
const neverSent = z.undefined({ error: paymentMessages.cardDataRefused }).optional();
const refusedCardFields = { cardNumber: neverSent, number: neverSent, cvc: neverSent, cvv: neverSent };

/** Client idempotency keys: a UUID or similar; also accepted as an Idempotency-Key header. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, { error: 'idempotencyKey must be at least 8 characters' })
  .max(100, { error: 'idempotencyKey must be at most 100 characters' })
  .regex(/^[A-Za-z0-9._:-]+$/, { error: 'idempotencyKey may only contain letters, digits and . _ : -' });

const sourceIdSchema = z
  .string({ error: 'sourceId is required' })
  .trim()
  .min(1, { error: 'sourceId is required' })
  .max(1000, { error: 'sourceId is too long' });

/** POST /payment/process. Price and credits come from the plan; the client's values must match them. */
export const processPaymentBodySchema = z.object({
  sourceId: sourceIdSchema,
  amount: z
    .number()
    .int({ error: 'amount must be whole cents' })
    .min(0, { error: 'amount cannot be negative' }),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .default(CURRENCY)
    .refine((c) => c === CURRENCY, { error: paymentMessages.currencyUnsupported }),
  creditAmount: z
    .number()
    .int({ error: 'creditAmount must be a whole number' })
    .min(0, { error: 'creditAmount cannot be negative' }),
  planId: referenceIdSchema(),
  idempotencyKey: idempotencyKeySchema.optional(),
  /** Square's buyer-verification token (3-D Secure), when the browser produced one. */
  verificationToken: z.string().max(1000).optional(),
  ...refusedCardFields,
});
export type ProcessPaymentBody = z.input<typeof processPaymentBodySchema>;

export const paymentStatusSchema = z.enum(['PENDING', 'COMPLETED', 'FAILED']);

export const paymentSchema = z.object({
  id: z.number().int(),
  planId: z.number().int().nullable(),
  subscriptionId: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  creditAmount: z.number().int(),
  status: paymentStatusSchema,
  provider: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The web reads the answer as `data.data`. */
export const processPaymentResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    payment: paymentSchema,
    subscription: subscriptionSchema,
    plan: planSchema,
    /** The user's balance after the plan's credits were granted. */
    credits: z.number().int(),
  }),
});
export type ProcessPaymentResult = z.infer<typeof processPaymentResultSchema>;

export const savedCardSchema = z.object({
  id: z.number().int(),
  cardType: z.string(),
  lastFourDigits: z.string(),
  cardholderName: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  billingAddress: z.string(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(savedCardSchema),
});
export const savedCardResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: savedCardSchema,
});

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** Month as typed (1–2 digits, 01–12). */
const expiryMonthSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, { error: paymentMessages.monthInvalid }),
    ],
    {
      error: paymentMessages.monthInvalid,
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, { error: paymentMessages.monthInvalid })
      .max(12, { error: paymentMessages.monthInvalid }),
  );
/** Year as typed: two digits (spec: 2 characters) become 20YY; four digits are taken as they are. */
const expiryYearSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{2}(\d{2})?$/, { error: paymentMessages.yearInvalid }),
    ],
    {
      error: paymentMessages.yearInvalid,
    },
  )
  .transform((y) => {
    const n = Number(y);
    return n < 100 ? 2000 + n : n;
  })
  .pipe(
    z
      .number()
      .int()
      .min(2000, { error: paymentMessages.yearInvalid })
      .max(2100, { error: paymentMessages.yearInvalid }),
  );

/**
 * POST /payment: a card saved from a browser token. The spec's form also has card number and CVC; those are
 * tokenised in the browser and must not be in this body. `userId` is accepted and ignored: it is always the
 * signed-in user.
 */
export const addCardBodySchema = z.object({
  sourceId: sourceIdSchema,
  cardholderName: required(paymentMessages.cardholderRequired, 100),
  expiryMonth: expiryMonthSchema,
  expiryYear: expiryYearSchema,
  billingAddress: required(paymentMessages.billingAddressRequired, 500),
  userId: z.unknown().optional(),
  ...refusedCardFields,
});
export type AddCardBody = z.input<typeof addCardBodySchema>;

/** GET /payment/config: what the browser needs to load the card form. Square ids only when configured. */
export const paymentConfigResultSchema = z.object({
  success: z.literal(true),
  provider: z.enum(['sandbox', 'square']),
  applicationId: z.string().nullable(),
  locationId: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']),
});
export type PaymentConfig = z.infer<typeof paymentConfigResultSchema>;
