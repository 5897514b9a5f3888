import type { TrialStatus } from '@amicus/contract/trials/schemas';
import { Badge } from '@/components/ui/badge';

/** PENDING is a submitted case whose analysis is still to be generated. */
const labels: Record<TrialStatus, string> = {
  COMPLETED: 'Completed',
  PENDING: 'Awaiting analysis',
  FAILED: 'Failed',
};

/** Green when COMPLETED (its analysis is written), amber for any other status (spec section 4). */
export function TrialStatusBadge({ status }: { status: TrialStatus }) {
  return (
    <Badge variant={status === 'COMPLETED' ? 'success' : 'warning'} data-status={status}>
      <span
        aria-hidden
        className={`size-1.5 rounded-full ${status === 'COMPLETED' ? 'bg-success' : 'bg-warning'}`}
      />
      {labels[status]}
    </Badge>
  );
}
