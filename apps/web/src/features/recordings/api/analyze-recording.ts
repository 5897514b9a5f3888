import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import type { AnalyzeRecordingBody } from '@amicus/contract/recordings/analysis';
import { recordingPaths } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { refreshBalance } from '@/lib/credits/prices';

export type AnalyzeRecordingInput = { recordingId: number; body: AnalyzeRecordingBody };

/** POST /recordings/{id}/analyze: starts the analysis job (202 with its id) for the page to follow. */
export async function analyzeRecording({ recordingId, body }: AnalyzeRecordingInput) {
  return (await api.post(recordingPaths.analyze(recordingId), body, jobAcceptedSchema)).jobId;
}

export function useAnalyzeRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: analyzeRecording, onSuccess: () => refreshBalance(queryClient) });
}
