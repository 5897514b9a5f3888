import { jobResultSchema } from '@amicus/contract/jobs/schemas';
import { api } from '../api-client';

/**
 * POST /jobs/{id}/cancel: asks the job to stop. The answer is the job with `cancelRequested`; it reaches
 * `cancelled` shortly after, as its events show. 409 when it had already finished.
 */
export async function cancelJob(jobId: number) {
  return (await api.post(`/jobs/${jobId}/cancel`, undefined, jobResultSchema)).job;
}
