import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListResultSchema } from '@amicus/contract/users/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export async function listUsers() {
  return (await api.get('/users', userListResultSchema)).users;
}

export const usersQueryOptions = () => queryOptions({ queryKey: adminKeys.users, queryFn: listUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
