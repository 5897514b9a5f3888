import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { api } from '@/lib/api-client';
import { refreshBalance } from '@/lib/credits/prices';

export type AnalyzeTrialInput = { trialId: number; plaintiffFiles: File[]; defendantFiles: File[] };

/**
 * POST /trials/analyze: multipart trialId + plaintiffFiles + defendantFiles; neither side is required. The
 * files are checked and stored at once; with `Prefer: respond-async` the report is written by a job the page
 * follows (202 with its id) rather than inside this request.
 */
export function startTrialAnalysis({ trialId, plaintiffFiles, defendantFiles }: AnalyzeTrialInput) {
  const form = new FormData();
  form.append('trialId', String(trialId));
  for (const file of plaintiffFiles) form.append('plaintiffFiles', file, file.name);
  for (const file of defendantFiles) form.append('defendantFiles', file, file.name);
  return api.post('/trials/analyze', form, jobAcceptedSchema, { headers: { Prefer: 'respond-async' } });
}

export function useStartTrialAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startTrialAnalysis, onSuccess: () => refreshBalance(queryClient) });
}
