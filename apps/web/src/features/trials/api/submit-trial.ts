import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTrialResultSchema, type CreateTrialBody } from '@amicus/contract/trials/schemas';
import { api } from '@/lib/api-client';
import { trialKeys } from './query-keys';

export type SubmitTrialInput = { body: CreateTrialBody; files: File[] };

/** POST /trials: JSON without files, multipart with the fields plus repeated `files` otherwise. */
export function submitTrial({ body, files }: SubmitTrialInput) {
  if (files.length === 0) return api.post('/trials', body, createTrialResultSchema);
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return api.post('/trials', form, createTrialResultSchema);
}

export function useSubmitTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTrial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trialKeys.all }),
  });
}
