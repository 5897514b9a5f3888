import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTemplatesResultSchema } from '@amicus/contract/documents/templates';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function listDocumentTemplates() {
  return api.get('/admin/document-templates', adminTemplatesResultSchema);
}

export const documentTemplatesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.documentTemplates, queryFn: listDocumentTemplates });

export function useDocumentTemplates() {
  return useQuery(documentTemplatesQueryOptions());
}
