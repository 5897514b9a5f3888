import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeTrialResultSchema } from '@amicus/contract/trials/schemas';
import { api } from '@/lib/api-client';
import { trialKeys } from './query-keys';

export type AnalyzeTrialInput = { trialId: number; plaintiffFiles: File[]; defendantFiles: File[] };

/** POST /trials/analyze: multipart trialId + plaintiffFiles + defendantFiles; neither side is required. */
export function analyzeTrial({ trialId, plaintiffFiles, defendantFiles }: AnalyzeTrialInput) {
  const form = new FormData();
  form.append('trialId', String(trialId));
  for (const file of plaintiffFiles) form.append('plaintiffFiles', file, file.name);
  for (const file of defendantFiles) form.append('defendantFiles', file, file.name);
  return api.post('/trials/analyze', form, analyzeTrialResultSchema);
}

/** The report is stored on the trial, so the trial and the history are fetched again afterwards. */
export function useAnalyzeTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeTrial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialKeys.all }),
  });
}
