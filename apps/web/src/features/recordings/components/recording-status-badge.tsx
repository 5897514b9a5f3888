import type { RecordingStatus } from '@amicus/contract/recordings/schemas';
import { Badge } from '@/components/ui/badge';
import { recordingStatusLabels } from './recording-labels';

const variants = {
  uploaded: 'secondary',
  transcribing: 'warning',
  transcribed: 'success',
  failed: 'destructive',
} as const satisfies Record<RecordingStatus, string>;

export function RecordingStatusBadge({ status }: { status: RecordingStatus }) {
  return (
    <Badge variant={variants[status]} data-testid="recording-status">
      {recordingStatusLabels[status]}
    </Badge>
  );
}
