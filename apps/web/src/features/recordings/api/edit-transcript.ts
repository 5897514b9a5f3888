import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recordingPaths,
  recordingResultSchema,
  type PatchTranscriptBody,
} from '@amicus/contract/recordings/schemas';
import { request } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

export type EditTranscriptInput = { recordingId: number; body: PatchTranscriptBody };

/** PATCH /recordings/{id}/transcript: new text for some segments, by number; the times stay the engine's. */
export async function editTranscript({ recordingId, body }: EditTranscriptInput) {
  const answer = await request(
    recordingPaths.transcript(recordingId),
    { method: 'PATCH', body },
    recordingResultSchema,
  );
  return answer.recording;
}

export function useEditTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTranscript,
    onSuccess: (recording) => queryClient.setQueryData(recordingKeys.detail(recording.id), recording),
  });
}
