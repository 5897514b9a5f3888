import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { recordingPaths } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { refreshBalance } from '@/lib/credits/prices';

/** POST /recordings/{id}/transcribe: starts the transcription job (202 with its id) for the page to follow. */
export async function transcribeRecording(recordingId: number) {
  return (await api.post(recordingPaths.transcribe(recordingId), undefined, jobAcceptedSchema)).jobId;
}

export function useTranscribeRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transcribeRecording, onSuccess: () => refreshBalance(queryClient) });
}
