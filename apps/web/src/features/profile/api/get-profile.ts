import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResultSchema } from '@amicus/contract/auth/schemas';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

export const profileQueryKey = ['auth', 'profile'] as const;

/**
 * The signed-in user as the server has it now. The session keeps a copy from sign-in (for the top bar); this
 * fetch brings that copy up to date, e.g. credits spent since.
 */
export async function getProfile() {
  const { user } = await api.get('/auth/profile', profileResultSchema);
  useSessionStore.getState().setUser(user);
  return user;
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
