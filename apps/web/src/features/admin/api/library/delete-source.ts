import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function deleteLibrarySource(id: number) {
  return api.delete(`/admin/library/sources/${id}`, successSchema);
}

export function useDeleteLibrarySource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibrarySource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.librarySources }),
  });
}
