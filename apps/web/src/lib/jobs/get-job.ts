import { jobResultSchema } from '@amicus/contract/jobs/schemas';
import { api } from '../api-client';

/** GET /jobs/{id}: one of the user's jobs as it is now (404 for anyone else's). */
export async function getJob(jobId: number, signal?: AbortSignal) {
  return (await api.get(`/jobs/${jobId}`, jobResultSchema, { signal })).job;
}
