import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function deleteUser(id: number) {
  return api.delete(`/users/${id}`, successSchema);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
