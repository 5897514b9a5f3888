import type { SectionStatus } from '@amicus/contract/library/schemas';
import { Badge } from '@/components/ui/badge';

const statusText: Record<Exclude<SectionStatus, 'in_force'>, string> = {
  repealed: 'Repealed',
  expired: 'Expired',
};

/** A section no longer in force says so wherever it is shown; a withdrawn one left the source at its last import. */
export function StatusBadge({ status, withdrawn = false }: { status: SectionStatus; withdrawn?: boolean }) {
  return (
    <>
      {status !== 'in_force' && <Badge variant="destructive">{statusText[status]}</Badge>}
      {withdrawn && (
        <Badge variant="warning" title="No longer in the source as last imported">
          Withdrawn
        </Badge>
      )}
    </>
  );
}
