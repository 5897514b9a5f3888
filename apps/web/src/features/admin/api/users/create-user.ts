import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResultSchema, type CreateUserBody } from '@amicus/contract/users/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function createUser(body: CreateUserBody) {
  return api.post('/users', body, userResultSchema);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
