import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Job } from '@amicus/contract/jobs/schemas';
import { refreshBalance } from '../credits/prices';
import { followJob } from './follow-job';

export type FollowedJob = {
  /** The job as last heard of; null until the first answer. */
  job: Job | null;
  /** The connection dropped and is being made again. */
  reconnecting: boolean;
};

type Handlers = {
  /** The job reached a final state (succeeded, failed, cancelled), whether it ended now or long ago. */
  onFinished: (job: Job) => void;
  /** It cannot be followed: not found, or the session ended. */
  onUnavailable: (error: unknown) => void;
};

/**
 * Follows the job `jobId` (null: none) while the component is mounted: its progress, a new connection when one
 * drops, and its end. Unmounting only stops following; the job runs on at the server.
 */
export function useFollowedJob(jobId: number | null, handlers: Handlers): FollowedJob {
  const [state, setState] = useState<FollowedJob & { jobId: number | null }>({
    jobId: null,
    job: null,
    reconnecting: false,
  });
  const queryClient = useQueryClient();
  // A job that failed or was cancelled gave its credits back.
  const finished = useEffectEvent((job: Job) => {
    if (job.status !== 'succeeded') refreshBalance(queryClient);
    handlers.onFinished(job);
  });
  const unavailable = useEffectEvent((error: unknown) => handlers.onUnavailable(error));

  useEffect(() => {
    if (jobId === null) return;
    const controller = new AbortController();
    followJob(jobId, {
      signal: controller.signal,
      onJob: (job) => setState({ jobId, job, reconnecting: false }),
      onConnectionChange: (lost) =>
        setState((prev) =>
          prev.jobId === jobId ? { ...prev, reconnecting: lost } : { jobId, job: null, reconnecting: lost },
        ),
    }).then(
      (job) => finished(job),
      (error: unknown) => {
        if (!controller.signal.aborted) unavailable(error);
      },
    );
    return () => controller.abort();
  }, [jobId]);

  // What was heard of another job (the one before) is not this one's.
  return state.jobId === jobId && jobId !== null
    ? { job: state.job, reconnecting: state.reconnecting }
    : { job: null, reconnecting: false };
}
