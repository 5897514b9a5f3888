import { AudioLines, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { Recording } from '@amicus/contract/recordings/schemas';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RECORDINGS_PAGE_SIZE, useRecordings } from '../api/get-recordings';
import { DeleteRecordingDialog } from '../components/delete-recording-dialog';
import { NewRecordingCard } from '../components/new-recording-card';
import { recordingLabels } from '../components/recording-labels';
import { RecordingsList } from '../components/recordings-list';
import { RenameRecordingDialog } from '../components/rename-recording-dialog';

/** /recordings: record or upload an account of the problem, and the user's recordings. */
export function RecordingsPage() {
  const [page, setPage] = useState(1);
  const recordings = useRecordings(page);
  const [renaming, setRenaming] = useState<Recording | null>(null);
  const [deleting, setDeleting] = useState<Recording | null>(null);
  const list = recordings.data;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1.5">
        <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">Recordings</h1>
        <p className="text-muted-foreground">
          Talk through your problem instead of typing it. We transcribe it so you can check and correct it.
        </p>
      </header>

      <NewRecordingCard />

      <section aria-labelledby="your-recordings" className="grid gap-4">
        <h2 id="your-recordings" className="text-lg font-semibold">
          Your recordings
        </h2>
        {recordings.isPending && (
          <div className="flex items-center gap-3 py-10 text-muted-foreground" role="status">
            <Spinner /> Loading your recordings…
          </div>
        )}
        {recordings.isError && (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
          >
            {recordingLabels.loadFailed}
            <Button variant="outline" size="sm" onClick={() => void recordings.refetch()}>
              <RotateCw /> Retry
            </Button>
          </div>
        )}
        {list && list.data.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
            <AudioLines className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No recordings yet</p>
            <p className="text-sm text-muted-foreground">
              Record or upload one above; it will be listed here.
            </p>
          </div>
        )}
        {list && list.data.length > 0 && (
          <>
            <RecordingsList recordings={list.data} onRename={setRenaming} onDelete={setDeleting} />
            {list.pagination.pages > 1 && (
              <Pagination
                page={page}
                pageSize={RECORDINGS_PAGE_SIZE}
                total={list.pagination.total}
                onPageChange={setPage}
              />
            )}
          </>
        )}
      </section>

      <RenameRecordingDialog recording={renaming} onOpenChange={(open) => !open && setRenaming(null)} />
      <DeleteRecordingDialog recording={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
