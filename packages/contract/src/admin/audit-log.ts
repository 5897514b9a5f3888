import { z } from 'zod';
import { pageSchema, pageSizeSchema, paginationSchema } from '../common/pagination';

/** One changed field: its value before and after ('[redacted]' for passwords, keys and secrets). */
export const fieldChangeSchema = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** e.g. 'create', 'update', 'delete', 'cancel', 'adjust-credits'. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** Changed fields; the method and path of the request under `request`. */
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema().default(20),
  entityType: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(50).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogResultSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogResult = z.infer<typeof auditLogResultSchema>;
