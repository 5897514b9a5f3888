import { z } from 'zod';

export const creditsResultSchema = z.object({ success: z.literal(true), credits: z.number().int() });
