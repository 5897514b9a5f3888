import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { recordingPaths } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

/** DELETE /recordings/{id}: the recording, its audio and its transcript. */
export function deleteRecording(recordingId: number) {
  return api.delete(recordingPaths.one(recordingId), successSchema);
}

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
