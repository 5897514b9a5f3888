import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTemplateResultSchema } from '@amicus/contract/documents/templates';
import { documentKeys } from '@/lib/document-keys';
import { request } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function setDocumentTemplateEnabled({ slug, enabled }: { slug: string; enabled: boolean }) {
  return request(
    `/admin/document-templates/${encodeURIComponent(slug)}`,
    { method: 'PATCH', body: { enabled } },
    adminTemplateResultSchema,
  );
}

/** Switches a template on or off; the admin list reloads, and so does this browser's user catalogue. */
export function useSetDocumentTemplateEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDocumentTemplateEnabled,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.documentTemplates }),
        queryClient.invalidateQueries({ queryKey: documentKeys.templates }),
      ]),
  });
}
