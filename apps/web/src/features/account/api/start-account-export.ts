import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { api } from '@/lib/api-client';
import { accountExportKey } from './get-account-export';

/**
 * POST /account/export: starts preparing an archive (202 with its job's id); while one is being prepared the
 * answer is that one. 429 when the user has prepared several today.
 */
export function startAccountExport() {
  return api.post('/account/export', undefined, jobAcceptedSchema);
}

/** Settles once the latest archive has been read again, so the card goes straight to following its job. */
export function useStartAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAccountExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountExportKey }),
  });
}
