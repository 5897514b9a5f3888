import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { creditsResultSchema } from '@amicus/contract/credits/schemas';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { chatKeys } from './query-keys';

export async function getCredits() {
  return (await api.get('/credits', creditsResultSchema)).credits;
}

export const creditsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.credits, queryFn: getCredits, staleTime: 0 });

/**
 * Fetches the balance on entering the user area and whenever the query is invalidated (after each message),
 * and stores it in the session so the badge shows it. A failure is only logged, with no message to the user:
 * the badge keeps the last known value.
 */
export function useCreditsSync() {
  const query = useQuery(creditsQueryOptions());
  useEffect(() => {
    if (query.data !== undefined) useSessionStore.getState().setCredits(query.data);
  }, [query.data]);
  useEffect(() => {
    if (query.error) console.error('Failed to fetch credits', query.error);
  }, [query.error]);
}
