import { useQuery } from '@tanstack/react-query';
import { recordingPaths, speechEngineResultSchema } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

/** GET /recordings/engine: the server's speech-to-text engine (or none, and why) and the upload limits. */
export async function getSpeechEngine() {
  return (await api.get(recordingPaths.engine, speechEngineResultSchema)).engine;
}

export function useSpeechEngine() {
  return useQuery({ queryKey: recordingKeys.engine, queryFn: getSpeechEngine, staleTime: 5 * 60_000 });
}
