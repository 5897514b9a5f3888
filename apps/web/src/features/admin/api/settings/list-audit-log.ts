import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogResultSchema } from '@amicus/contract/admin/audit-log';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export const AUDIT_PAGE_SIZE = 15;

export function listAuditLog(page: number) {
  return api.get('/admin/audit-log', auditLogResultSchema, { query: { page, limit: AUDIT_PAGE_SIZE } });
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditLog(page),
    queryFn: () => listAuditLog(page),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
