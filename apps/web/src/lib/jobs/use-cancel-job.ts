import { useMutation } from '@tanstack/react-query';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '../api-client';
import { cancelJob } from './cancel-job';

/**
 * Cancel for a followed job. A 409 means it ended meanwhile: its events bring the outcome, so nothing is said;
 * any other failure is a toast.
 */
export function useCancelJob() {
  const mutation = useMutation({ mutationFn: cancelJob });
  const cancel = (jobId: number | null) => {
    if (jobId === null) return;
    mutation.mutate(jobId, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return;
        toast.error(errorMessage(error, jobMessages.cancelFailed));
      },
    });
  };
  return { cancel, cancelling: mutation.isPending };
}
