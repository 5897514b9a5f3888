import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recordingListResultSchema, recordingPaths } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

export const RECORDINGS_PAGE_SIZE = 20;

/** GET /recordings: the user's own recordings, newest first, a page at a time. */
export function getRecordings(page: number) {
  return api.get(recordingPaths.list, recordingListResultSchema, {
    query: { page, limit: RECORDINGS_PAGE_SIZE },
  });
}

export function useRecordings(page: number) {
  return useQuery({
    queryKey: recordingKeys.list(page),
    queryFn: () => getRecordings(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
