import { useQuery } from '@tanstack/react-query';
import { recordingPaths, recordingResultSchema } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

/** GET /recordings/{id}: one of the user's recordings with its transcript's segments (404 for anyone else's). */
export async function getRecording(recordingId: number) {
  return (await api.get(recordingPaths.one(recordingId), recordingResultSchema)).recording;
}

export function useRecording(recordingId: number) {
  return useQuery({
    queryKey: recordingKeys.detail(recordingId),
    queryFn: () => getRecording(recordingId),
    staleTime: 0,
  });
}
