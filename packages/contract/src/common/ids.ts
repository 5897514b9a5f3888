import { z } from 'zod';

/** Numeric entity ids as they appear in paths (`/chats/42`). Anything else is a 404, not a 400. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });
