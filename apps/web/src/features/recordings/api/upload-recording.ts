import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordingPaths, recordingResultSchema } from '@amicus/contract/recordings/schemas';
import { api } from '@/lib/api-client';
import { recordingKeys } from './query-keys';

export type UploadRecordingInput = { file: Blob; fileName: string; title?: string };

/** POST /recordings: multipart, one audio file in `file` and an optional `title`; 413/415 say why not. */
export async function uploadRecording({ file, fileName, title }: UploadRecordingInput) {
  const form = new FormData();
  if (title) form.append('title', title);
  form.append('file', file, fileName);
  return (await api.post(recordingPaths.upload, form, recordingResultSchema)).recording;
}

export function useUploadRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecording,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
  });
}
