import type { TrialStatus } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { Badge } from '@/components/ui/badge';

/** PENDING is a submitted case whose analysis is still to be generated. */
const labels: Record<TrialStatus, string> = {
  COMPLETED: 'Completed',
  PENDING: 'Awaiting analysis',
  FAILED: 'Failed',
};

/**
 * Green when COMPLETED (its analysis is written), amber for any other status. While an analysis runs it says
 * so, whatever the status: a trial with an earlier report is not "Completed" for the run still going.
 */
export function TrialStatusBadge({
  status,
  analyzing = false,
}: {
  status: TrialStatus;
  analyzing?: boolean;
}) {
  const done = status === 'COMPLETED' && !analyzing;
  return (
    <Badge variant={done ? 'success' : 'warning'} data-status={analyzing ? 'ANALYZING' : status}>
      <span
        aria-hidden
        className={`size-1.5 rounded-full ${done ? 'bg-success' : 'bg-warning'} ${analyzing ? 'animate-pulse' : ''}`}
      />
      {analyzing ? trialMessages.analyzing : labels[status]}
    </Badge>
  );
}
