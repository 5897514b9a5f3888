import { z } from 'zod';

/** The largest balance a user can hold (the database keeps it as a 32-bit integer). */
export const MAX_CREDIT_BALANCE = 2_147_483_647;
export const creditMessages = {
  balanceTooLarge: `This would take the balance past the largest it can hold, ${MAX_CREDIT_BALANCE.toLocaleString('en-US')} credits.`,
} as const;

export const creditsResultSchema = z.object({ success: z.literal(true), credits: z.number().int() });
