import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResultSchema, type UpdateUserBody } from '@amicus/contract/users/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function updateUser({ id, body }: { id: number; body: UpdateUserBody }) {
  return api.put(`/users/${id}`, body, userResultSchema);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
