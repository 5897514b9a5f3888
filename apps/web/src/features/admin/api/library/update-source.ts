import { useMutation, useQueryClient } from '@tanstack/react-query';
import { librarySourceResultSchema } from '@amicus/contract/library/admin-schemas';
import { request } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function setLibrarySourceEnabled({ id, enabled }: { id: number; enabled: boolean }) {
  return request(
    `/admin/library/sources/${id}`,
    { method: 'PATCH', body: { enabled } },
    librarySourceResultSchema,
  );
}

export function useSetLibrarySourceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLibrarySourceEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.librarySources }),
  });
}
