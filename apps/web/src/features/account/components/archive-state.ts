import type { AccountExport } from '@amicus/contract/account/data';
import type { Job } from '@amicus/contract/jobs/schemas';
import { isFinalJob } from '@/lib/jobs/follow-job';

/** What the Your data card shows of the latest archive. */
export type ArchiveState =
  | { kind: 'none' }
  | { kind: 'preparing'; job: Job | null }
  | { kind: 'ready'; jobId: number; size: number; expiresAt: string }
  | { kind: 'expired' }
  | { kind: 'failed'; job: Job };

/**
 * The latest archive as GET /account/export last said, with its job as last heard from its events (`heard`,
 * newer while it runs). A job that has just succeeded still shows as being prepared until the next read brings
 * the archive's size and expiry; a read that says it succeeded but gives neither means it has expired.
 */
export function archiveState(latest: AccountExport | null, heard: Job | null, now: number): ArchiveState {
  const job = heard ?? latest?.job ?? null;
  if (!job) return { kind: 'none' };
  if (!isFinalJob(job)) return { kind: 'preparing', job };
  if (job.status !== 'succeeded') return { kind: 'failed', job };
  if (latest?.job.id !== job.id || !isFinalJob(latest.job)) return { kind: 'preparing', job };
  if (latest.size === null || latest.expiresAt === null || Date.parse(latest.expiresAt) <= now)
    return { kind: 'expired' };
  return { kind: 'ready', jobId: job.id, size: latest.size, expiresAt: latest.expiresAt };
}
