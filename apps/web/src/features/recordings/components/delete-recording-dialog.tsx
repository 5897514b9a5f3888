import { useNavigate } from 'react-router';
import type { Recording } from '@amicus/contract/recordings/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteRecording } from '../api/delete-recording';
import { recordingLabels } from './recording-labels';

/** Asks before deleting a recording with its audio and transcript; open while `recording` is set. */
export function DeleteRecordingDialog({
  recording,
  onOpenChange,
  leaveTo,
}: {
  recording: Recording | null;
  onOpenChange: (open: boolean) => void;
  /** Where to go once it is deleted (from its own page); stays put when unset. */
  leaveTo?: string;
}) {
  const remove = useDeleteRecording();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={recording !== null}
      onOpenChange={onOpenChange}
      title="Delete this recording?"
      description={`“${recording?.title ?? ''}”, its audio and its transcript will be deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() => {
        if (!recording) return;
        remove.mutate(recording.id, {
          onSuccess: () => {
            toast.success(recordingLabels.deleted);
            onOpenChange(false);
            if (leaveTo) void navigate(leaveTo);
          },
          onError: (cause) => toast.error(errorMessage(cause, recordingLabels.deleteFailed)),
        });
      }}
    />
  );
}
