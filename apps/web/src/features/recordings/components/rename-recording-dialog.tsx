import { useState, type FormEvent } from 'react';
import { RECORDING_TITLE_MAX_LENGTH } from '@amicus/contract/common/constants';
import type { Recording } from '@amicus/contract/recordings/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRenameRecording } from '../api/rename-recording';
import { recordingLabels } from './recording-labels';

function RenameForm({ recording, onDone }: { recording: Recording; onDone: () => void }) {
  const rename = useRenameRecording();
  const [title, setTitle] = useState(recording.title);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (!next) {
      setError('Title cannot be empty');
      return;
    }
    rename.mutate(
      { recordingId: recording.id, title: next },
      {
        onSuccess: () => {
          toast.success(recordingLabels.renamed);
          onDone();
        },
        onError: (cause) => setError(errorMessage(cause, recordingLabels.renameFailed)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="recording-title">Title</Label>
        <Input
          id="recording-title"
          value={title}
          maxLength={RECORDING_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
      </div>
      <FormAlert message={error ?? undefined} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Renames a recording; open while `recording` is set. */
export function RenameRecordingDialog({
  recording,
  onOpenChange,
}: {
  recording: Recording | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={recording !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename recording</DialogTitle>
          <DialogDescription>A title you will recognise in your list.</DialogDescription>
        </DialogHeader>
        {recording && (
          <RenameForm key={recording.id} recording={recording} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
