import { useQuery } from '@tanstack/react-query';
import { accountExportResultSchema } from '@amicus/contract/account/data';
import { api } from '@/lib/api-client';

export const accountExportKey = ['account', 'export'] as const;

/** GET /account/export: the latest archive (its job, and once ready its size and expiry), or null. */
export async function getAccountExport() {
  return (await api.get('/account/export', accountExportResultSchema)).export;
}

export const useAccountExport = () =>
  useQuery({ queryKey: accountExportKey, queryFn: getAccountExport, staleTime: 0 });
