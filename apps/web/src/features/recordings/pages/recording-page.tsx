import { ArrowLeft, AudioLines, FileSearch, Pencil, Trash2, Wand2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Job } from '@amicus/contract/jobs/schemas';
import { recordingMessages } from '@amicus/contract/recordings/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { PriceNote } from '@/components/price-note';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCancelJob } from '@/lib/jobs/use-cancel-job';
import { useFollowedJob } from '@/lib/jobs/use-followed-job';
import { useEditTranscript } from '../api/edit-transcript';
import { useRecording } from '../api/get-recording';
import { useSpeechEngine } from '../api/get-speech-engine';
import { recordingKeys } from '../api/query-keys';
import { useTranscribeRecording } from '../api/transcribe-recording';
import { DeleteRecordingDialog } from '../components/delete-recording-dialog';
import { formatAudioTime } from '@amicus/contract/recordings/audio-time';
import { recordingLabels } from '../components/recording-labels';
import { RecordingStatusBadge } from '../components/recording-status-badge';
import { RenameRecordingDialog } from '../components/rename-recording-dialog';
import { AnalysisSection } from '../components/analysis-section';
import { RecordingPlayer } from '../components/recording-player';
import { TranscriptDownloads } from '../components/transcript-downloads';
import { SEARCH_BAR_HEIGHT, TranscriptEditor } from '../components/transcript-editor';
import { useStickyBottom } from '../components/use-sticky-bottom';
import { JobProgressCard } from '@/components/job-progress-card';
import { usePageName } from '@/lib/page-name';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function MissingRecording() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-20 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{recordingMessages.recordingNotFound}</h1>
      <p className="text-muted-foreground">It may have been deleted, or the link is wrong.</p>
      <Button asChild>
        <Link to="/recordings">All recordings</Link>
      </Button>
    </div>
  );
}

/** /recordings/:id: the audio, transcription as a job that survives a reload, and the editable transcript. */
export function RecordingPage() {
  const recordingId = parseId(useParams().id);
  if (recordingId === null) return <MissingRecording />;
  return <RecordingView key={recordingId} recordingId={recordingId} />;
}

function RecordingView({ recordingId }: { recordingId: number }) {
  const queryClient = useQueryClient();
  const recording = useRecording(recordingId);
  usePageName(recording.data?.title);
  const engine = useSpeechEngine();
  const transcribe = useTranscribeRecording();
  const { cancel, cancelling } = useCancelJob();
  const edit = useEditTranscript();
  const player = useRef<HTMLAudioElement>(null);
  // Where the audio is, once the user has played it (the player seeking on its own as it loads is not heard).
  const [playingMs, setPlayingMs] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [startedJobId, setStartedJobId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmingTranscribe, setConfirmingTranscribe] = useState(false);
  const data = recording.data;

  // The top bar and the player stay on screen as the page scrolls, and the transcript's search below them.
  const [stickyPlayer, setStickyPlayer] = useState<HTMLDivElement | null>(null);
  const playerBottom = useStickyBottom(stickyPlayer, 120);
  const hasTranscript = (data?.segments.length ?? 0) > 0;
  // What focus or a scroll brings into view (a field tabbed to, the segment heard, a search match) is kept below
  // them, never hidden under them.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = `${playerBottom + (hasTranscript ? SEARCH_BAR_HEIGHT : 0) + 8}px`;
    return () => {
      root.style.scrollPaddingTop = before;
    };
  }, [playerBottom, hasTranscript]);

  // The job followed: the one just started, else the one the recording says runs (after a reload too).
  const jobId = startedJobId ?? (data?.status === 'transcribing' ? (data.transcriptionJobId ?? null) : null);
  const onFinished = (job: Job) => {
    setStartedJobId(null);
    void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
    if (job.status === 'succeeded') toast.success(recordingLabels.transcriptionDone);
    else if (job.status === 'cancelled') toast.info(recordingMessages.transcriptionCancelled);
    else toast.error(job.error ?? recordingLabels.transcriptionFailed);
  };
  const followed = useFollowedJob(jobId, {
    onFinished,
    onUnavailable: (error) => {
      setStartedJobId(null);
      void queryClient.invalidateQueries({ queryKey: recordingKeys.detail(recordingId) });
      toast.error(errorMessage(error, recordingLabels.transcriptionFailed));
    },
  });
  const running = transcribe.isPending || jobId !== null;

  if (recording.error instanceof ApiError && recording.error.status === 404) return <MissingRecording />;

  const onTranscribe = () =>
    transcribe.mutate(recordingId, {
      onSettled: () => setConfirmingTranscribe(false),
      onSuccess: (id) => {
        setStartedJobId(id);
        void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      },
      onError: (error) => toast.error(errorMessage(error, recordingLabels.transcriptionFailed)),
    });

  const playFrom = (ms: number) => {
    const audio = player.current;
    if (!audio) return;
    audio.currentTime = ms / 1000;
    setPlayingMs(ms);
    void audio.play().catch(() => {});
  };

  const noEngine = engine.data?.provider === 'none';
  const segments = data?.segments ?? [];
  const edited = segments.filter((segment) => segment.edited).length;
  // The user's corrections are replaced by a new transcription: asked first.
  const askTranscribe = () => (edited > 0 ? setConfirmingTranscribe(true) : onTranscribe());

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
        <Link to="/recordings">
          <ArrowLeft />
          All recordings
        </Link>
      </Button>

      {!data ? (
        <div className="grid gap-3" role="status" aria-label="Loading the recording">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-14 rounded-full" />
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid min-w-0 gap-2">
              <h1 className="font-serif text-2xl font-semibold tracking-tight break-words sm:text-3xl">
                {data.title}
              </h1>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
                <span>
                  <span className="sr-only">Length </span>
                  {formatAudioTime(data.durationMs)}
                </span>
                <RecordingStatusBadge status={data.status} />
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
                <Pencil />
                Rename
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 />
                Delete
              </Button>
            </div>
          </header>

          {/* Kept in reach below the top bar while the transcript is read further down. */}
          <div ref={setStickyPlayer} className="sticky top-14 z-20 -mx-1 bg-background px-1 py-1">
            <RecordingPlayer
              recording={data}
              player={player}
              onTime={(ms) => setPlayingMs((heard) => (heard === null && !playing ? null : ms))}
              onPlaying={(now) => {
                setPlaying(now);
                if (now) setPlayingMs(Math.round((player.current?.currentTime ?? 0) * 1000));
              }}
            />
          </div>

          <section aria-labelledby="transcript-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="transcript-heading" className="text-lg font-semibold">
                Transcript
              </h2>
              {!running && (
                <div className="flex flex-wrap items-center gap-3">
                  {!noEngine && <PriceNote kind="recordingTranscription" id="transcribe-price" />}
                  {segments.length > 0 && (
                    <TranscriptDownloads recordingId={recordingId} title={data.title} />
                  )}
                  <Button
                    onClick={askTranscribe}
                    disabled={noEngine || engine.isPending}
                    aria-describedby={noEngine ? undefined : 'transcribe-price'}
                  >
                    {transcribe.isPending ? <Spinner className="text-primary-foreground" /> : <Wand2 />}
                    {segments.length > 0 ? 'Transcribe again' : 'Transcribe'}
                  </Button>
                </div>
              )}
            </div>

            {noEngine && data.status !== 'transcribed' && (
              <p className="rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm">
                {engine.data?.note ?? recordingMessages.engineNone}
              </p>
            )}

            {running && (
              <JobProgressCard
                job={followed.job}
                reconnecting={followed.reconnecting}
                cancelling={cancelling}
                onCancel={() => cancel(jobId)}
                queuedStage={recordingLabels.queued}
                note={recordingLabels.carriesOn}
                progressLabel="Transcription progress"
                cancelLabel="Cancel transcription"
                cancellingLabel="Cancelling…"
                testId="transcription"
              />
            )}

            {!running && data.status === 'failed' && (
              <FormAlert message={data.transcriptionError ?? recordingLabels.transcriptionFailed} />
            )}

            {segments.length > 0 ? (
              <>
                {data.transcribedBy && (
                  <p className="text-xs text-muted-foreground">Transcribed by {data.transcribedBy}</p>
                )}
                <TranscriptEditor
                  key={data.updatedAt}
                  segments={segments}
                  playingMs={playingMs}
                  playing={playing}
                  searchTop={playerBottom}
                  saving={edit.isPending}
                  onPlayFrom={playFrom}
                  onSave={(changes) =>
                    edit.mutateAsync(
                      { recordingId, body: { segments: changes } },
                      {
                        onSuccess: () => toast.success(recordingLabels.transcriptSaved),
                        onError: (error) =>
                          toast.error(errorMessage(error, recordingLabels.transcriptSaveFailed)),
                      },
                    )
                  }
                />
              </>
            ) : (
              !running && (
                <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
                  <AudioLines className="size-6" aria-hidden />
                  {recordingMessages.noTranscriptYet}
                </div>
              )
            )}
          </section>

          {segments.length > 0 && <AnalysisSection recording={data} onPlayFrom={playFrom} />}

          <ConfirmDialog
            open={confirmingTranscribe}
            onOpenChange={setConfirmingTranscribe}
            title={recordingLabels.transcribeAgainTitle}
            description={recordingLabels.transcribeAgainBody(edited)}
            confirmLabel="Transcribe again"
            pending={transcribe.isPending}
            pendingLabel="Starting…"
            onConfirm={onTranscribe}
          />
          <RenameRecordingDialog recording={renaming ? data : null} onOpenChange={setRenaming} />
          <DeleteRecordingDialog
            recording={deleting ? data : null}
            onOpenChange={setDeleting}
            leaveTo="/recordings"
          />
        </>
      )}
    </div>
  );
}
