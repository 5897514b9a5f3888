import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordingPaths, recordingResultSchema } from '@amicus/contract/recordings/schemas';
import { request } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

export type RenameRecordingInput = { recordingId: number; title: string };

/** PATCH /recordings/{id}: a new title. */
export async function renameRecording({ recordingId, title }: RenameRecordingInput) {
  const answer = await request(
    recordingPaths.one(recordingId),
    { method: 'PATCH', body: { title } },
    recordingResultSchema,
  );
  return answer.recording;
}

export function useRenameRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRecording,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
