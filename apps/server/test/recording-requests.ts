import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Job } from '@amicus/contract/jobs/schemas';
import { asUser, type Session } from './test-app';
import { multipartBody } from './trial-documents';

/** Requests of the recordings API, as the web client sends them. */

export async function uploadRecording(
  app: FastifyInstance,
  session: Pick<Session, 'token'> | null,
  file: { path: string; name?: string } | { bytes: Buffer; name: string },
  fields: Record<string, string> = {},
) {
  const bytes = 'bytes' in file ? file.bytes : await fs.readFile(file.path);
  const name = 'bytes' in file ? file.name : (file.name ?? path.basename(file.path));
  const { payload, headers } = await multipartBody(fields, [
    { field: 'file', name, bytes, type: 'audio/webm' },
  ]);
  return asUser(app, session)({ method: 'POST', url: '/api/v1/recordings', headers, payload });
}

/** Polls GET /jobs/{id} until the job is final; answers it and every stage (with its percent) seen on the way. */
export async function followJob(
  app: FastifyInstance,
  session: Pick<Session, 'token'>,
  jobId: number,
  timeoutMs = 60_000,
): Promise<{ job: Job; seen: { stage: string | null; progress: number; status: string }[] }> {
  const seen: { stage: string | null; progress: number; status: string }[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await asUser(app, session)({ method: 'GET', url: `/api/v1/jobs/${jobId}` });
    if (response.statusCode !== 200)
      throw new Error(`GET /jobs/${jobId}: ${response.statusCode} ${response.body}`);
    const job = response.json().job as Job;
    const last = seen.at(-1);
    if (!last || last.stage !== job.stage || last.progress !== job.progress || last.status !== job.status)
      seen.push({ stage: job.stage, progress: job.progress, status: job.status });
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return { job, seen };
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
