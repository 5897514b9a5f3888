import { useQueryClient } from '@tanstack/react-query';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import { JobProgressCard } from '@/components/job-progress-card';
import { toast } from '@/components/ui/use-toast';
import { useCancelJob } from '@/lib/jobs/use-cancel-job';
import { errorMessage } from '@/lib/api-client';
import { useFollowedJob } from '@/lib/jobs/use-followed-job';
import { documentKeys } from '@/lib/document-keys';

/** The draft being written: the job's stage and progress, followed again after a reload (its id is on the document). */
export function DraftProgress({ document }: { document: AmicusDocument }) {
  const queryClient = useQueryClient();
  const { cancel, cancelling } = useCancelJob();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const followed = useFollowedJob(document.draftJobId, {
    onFinished: (job) => {
      if (job.status === 'failed') toast.error(job.error ?? 'The draft could not be written.');
      refresh();
    },
    onUnavailable: (error) => {
      toast.error(errorMessage(error, 'We lost track of the draft. Reload to see where it is.'));
      refresh();
    },
  });
  return (
    <JobProgressCard
      job={followed.job}
      reconnecting={followed.reconnecting}
      cancelling={cancelling}
      onCancel={() => cancel(document.draftJobId)}
      queuedStage="Starting"
      note="Your letter is being written. You can leave this page; it carries on and is kept."
      progressLabel="Draft progress"
      cancelLabel="Stop writing"
      cancellingLabel="Stopping…"
      testId="draft"
    />
  );
}
