import { MessageSquarePlus, RotateCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { finalJobStatuses, type Job } from '@amicus/contract/jobs/schemas';
import type { AnalyzeRecordingBody } from '@amicus/contract/recordings/analysis';
import type { RecordingDetail } from '@amicus/contract/recordings/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '@/lib/catalogue/get-categories';
import { useCancelJob } from '@/lib/jobs/use-cancel-job';
import { useFollowedJob } from '@/lib/jobs/use-followed-job';
import { newChatPath } from '@/lib/new-chat-prefill';
import { useSessionStore } from '@/lib/session-store';
import { useAnalyzeRecording } from '../api/analyze-recording';
import { recordingKeys } from '../api/query-keys';
import { AnalyseForm } from './analyse-form';
import { analysisLabels } from './analysis-labels';
import { useLastPlaceStore } from '@/lib/last-place-store';
import { JobProgressCard } from '@/components/job-progress-card';
import { AnalysisView } from './analysis-view';
import { recordingChatPrefill } from './recording-chat-prefill';

const ended = (job: Job | null) => job !== null && finalJobStatuses.includes(job.status);

/**
 * The transcript's analysis: the place (and area) form, the job's progress (the recording names its job, so a
 * reload follows it), the result, and "Start a chat from this recording".
 */
export function AnalysisSection({
  recording,
  onPlayFrom,
}: {
  recording: RecordingDetail;
  onPlayFrom: (ms: number) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategories();
  const analyze = useAnalyzeRecording();
  const { cancel, cancelling } = useCancelJob();
  const userId = useSessionStore((s) => s.user?.id ?? 0);
  const lastPlace = useLastPlaceStore((s) => s.byUser[userId]);
  const remember = useLastPlaceStore((s) => s.remember);
  const [startedJobId, setStartedJobId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [unavailableJobId, setUnavailableJobId] = useState<number | null>(null);
  const analysis = recording.analysis ?? null;

  // The job followed: the one just started, else the recording's latest. Its outcome is told only for a job
  // seen queued or running here; an old job that ended long ago is the analysis already shown.
  const jobId = startedJobId ?? recording.analysisJobId ?? null;
  const watched = useRef(new Set<number>());
  const followed = useFollowedJob(jobId, {
    onFinished: (job) => {
      if (job.id === startedJobId) setStartedJobId(null);
      if (!watched.current.delete(job.id)) return;
      void queryClient.invalidateQueries({ queryKey: recordingKeys.detail(recording.id) });
      if (job.status === 'succeeded') toast.success(analysisLabels.done);
      else if (job.status === 'cancelled') toast.info(analysisLabels.cancelled);
      else toast.error(job.error ?? analysisLabels.failed);
    },
    onUnavailable: (error) => {
      setUnavailableJobId(jobId);
      setStartedJobId(null);
      // An old job that can no longer be followed is nothing to tell; one started or seen running here is.
      if (jobId === null || !watched.current.delete(jobId)) return;
      void queryClient.invalidateQueries({ queryKey: recordingKeys.detail(recording.id) });
      toast.error(errorMessage(error, analysisLabels.failed));
    },
  });
  useEffect(() => {
    if (followed.job && !ended(followed.job)) watched.current.add(followed.job.id);
  }, [followed.job]);
  const running =
    analyze.isPending ||
    (startedJobId !== null && !ended(followed.job)) ||
    (followed.job !== null && !ended(followed.job));

  const start = (body: AnalyzeRecordingBody) => {
    remember(userId, { country: body.country, state: body.state });
    analyze.mutate(
      { recordingId: recording.id, body },
      {
        onSuccess: (id) => {
          watched.current.add(id);
          setStartedJobId(id);
          setEditing(false);
        },
        onError: (error) => toast.error(errorMessage(error, analysisLabels.failed)),
      },
    );
  };

  const startChat = () =>
    void navigate(newChatPath, { state: recordingChatPrefill(recording, categories.data ?? []) });

  const areaName = analysis?.categoryId
    ? (categories.data?.find((c) => c.id === analysis.categoryId)?.name ?? null)
    : null;
  const initial = analysis
    ? { country: analysis.country, state: analysis.state, categoryId: analysis.categoryId }
    : { country: lastPlace?.country ?? '', state: lastPlace?.state ?? '', categoryId: null };
  // Until the job's first answer it is unknown whether it still runs: no form flashes before its progress.
  const checking = jobId !== null && followed.job === null && unavailableJobId !== jobId;
  const showForm = !running && !checking && (analysis === null || editing);

  return (
    <section aria-labelledby="analysis-heading" className="grid gap-4 border-t pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analysis-heading" className="text-lg font-semibold">
          {analysisLabels.heading}
        </h2>
        <div className="flex flex-wrap gap-2">
          {analysis && !running && !editing && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <RotateCw />
              {analysisLabels.newAnalysis}
            </Button>
          )}
          <Button onClick={startChat}>
            <MessageSquarePlus />
            {analysisLabels.startChat}
          </Button>
        </div>
      </div>

      {showForm && (
        <div className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
          <p className="text-sm text-muted-foreground">{analysisLabels.intro}</p>
          <AnalyseForm
            initial={initial}
            pending={analyze.isPending}
            submitLabel={analysis ? analysisLabels.analyseAgain : analysisLabels.analyse}
            onSubmit={start}
          />
          {editing && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setEditing(false)}
            >
              Keep this analysis
            </Button>
          )}
        </div>
      )}

      {running && (
        <JobProgressCard
          job={followed.job}
          reconnecting={followed.reconnecting}
          cancelling={cancelling}
          onCancel={() => cancel(jobId)}
          queuedStage={analysisLabels.queued}
          note={analysisLabels.carriesOn}
          progressLabel="Analysis progress"
          cancelLabel="Cancel analysis"
          cancellingLabel="Cancelling…"
          testId="analysis"
        />
      )}

      {!running && recording.analysisError && <FormAlert message={recording.analysisError} />}

      {analysis && (
        <AnalysisView
          analysis={analysis}
          areaName={areaName}
          analysing={running}
          onAnalyseAgain={() =>
            start({
              country: analysis.country,
              state: analysis.state,
              ...(analysis.categoryId ? { categoryId: analysis.categoryId } : {}),
            })
          }
          onPlayFrom={onPlayFrom}
        />
      )}
    </section>
  );
}
