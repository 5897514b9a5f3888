import { CircleAlert, FileSearch, History, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { Job } from '@amicus/contract/jobs/schemas';
import { analyzeTrialResultSchema, type AnalyzeTrialResult } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { Badge } from '@/components/ui/badge';
import { PriceNote } from '@/components/price-note';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCancelJob } from '@/lib/jobs/use-cancel-job';
import { useFollowedJob } from '@/lib/jobs/use-followed-job';
import { useStartTrialAnalysis } from '../api/analyze-trial';
import { useTrial } from '../api/get-trial';
import { trialKeys } from '../api/query-keys';
import { AnalysisProgressCard } from '../components/analysis-progress-card';
import { AnalysisReportCard } from '../components/analysis-report-card';
import { AnalyzedFiles } from '../components/analyzed-files';
import { CaseBrief } from '../components/case-brief';
import { FilePicker } from '../components/file-picker';

/** A positive integer id (a trial's, a job's) from the query string, or null. */
function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** No trialId: an error toast, then back to the submission form. */
function MissingTrialRedirect() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(trialMessages.trialIdNotFound);
  }, []);
  return <Navigate to="/user/trial" replace />;
}

/** /user/trial/analysis?trialId=…: both sides' documents in, the 'Analysis Report' out. */
export function TrialAnalysisPage() {
  const [params] = useSearchParams();
  const trialId = parseId(params.get('trialId'));
  if (trialId === null) return <MissingTrialRedirect />;
  return <TrialAnalysis key={trialId} trialId={trialId} />;
}

/**
 * The running analysis job's id, kept in the URL (`&job=ID`) so that a reload, or the link opened again,
 * follows the same job; it is dropped once the job has ended and its outcome was shown.
 */
function useJobParam() {
  const [params, setParams] = useSearchParams();
  const jobId = parseId(params.get('job'));
  const setJobId = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('job');
        else next.set('job', String(id));
        return next;
      },
      { replace: true },
    );
  return [jobId, setJobId] as const;
}

function TrialAnalysis({ trialId }: { trialId: number }) {
  const queryClient = useQueryClient();
  const trial = useTrial(trialId);
  const start = useStartTrialAnalysis();
  const { cancel, cancelling } = useCancelJob();
  const [jobId, setJobId] = useJobParam();
  const [plaintiffFiles, setPlaintiffFiles] = useState<File[]>([]);
  const [defendantFiles, setDefendantFiles] = useState<File[]>([]);
  const [result, setResult] = useState<AnalyzeTrialResult | null>(null);
  const [preparing, setPreparing] = useState(false);
  const report = useRef<HTMLDivElement>(null);

  const onFinished = (job: Job) => {
    setJobId(null);
    // The report (or the files of a failed run) is stored on the trial: the trial and the history refetch.
    void queryClient.invalidateQueries({ queryKey: trialKeys.all });
    if (job.status === 'cancelled') {
      toast.info(trialMessages.analysisCancelled);
      return;
    }
    const answer = job.status === 'succeeded' ? analyzeTrialResultSchema.safeParse(job.result) : null;
    if (!answer?.success) {
      toast.error(job.error ?? trialMessages.analysisFailed);
      return;
    }
    setResult(answer.data);
    setPlaintiffFiles([]);
    setDefendantFiles([]);
    toast.success(trialMessages.analysisSuccess);
    requestAnimationFrame(() => report.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const followed = useFollowedJob(jobId, {
    onFinished,
    onUnavailable: (error) => {
      setJobId(null);
      toast.error(errorMessage(error, trialMessages.analysisFailed));
    },
  });

  const running = start.isPending || jobId !== null;
  // The spec's one loading flag: on while analysing or preparing the report.
  const busy = running || preparing;
  const analysis = result?.analysis ?? trial.data?.analysis ?? null;
  // The sources and check of the report shown: the job's result, else the trial's stored latest analysis.
  const sources = result ? result.sources : (trial.data?.analysisSources ?? null);
  const check = result ? result.citationCheck : (trial.data?.analysisCitationCheck ?? null);
  const role = trial.data?.caseData.role;
  const loaded = trial.data !== undefined;

  // On a phone the progress sits below both sides' cards: a followed job (just started, or the page loaded
  // again mid-way) is brought into view once, when the trial above it has been laid out.
  const shownJob = useRef<number | null>(null);
  useEffect(() => {
    if (jobId === null || !loaded || shownJob.current === jobId) return;
    shownJob.current = jobId;
    requestAnimationFrame(() => report.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, [jobId, loaded]);

  const onGenerate = async () => {
    if (!trialId) {
      toast.error(trialMessages.trialIdMissing);
      return;
    }
    try {
      const accepted = await start.mutateAsync({ trialId, plaintiffFiles, defendantFiles });
      setJobId(accepted.jobId);
    } catch (error) {
      toast.error(errorMessage(error, trialMessages.analysisFailed));
    }
  };

  if (trial.error instanceof ApiError && trial.error.status === 404) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-20 text-center">
        <FileSearch className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">{trialMessages.trialNotFound}</h1>
        <p className="text-muted-foreground">It may belong to another account, or the link is wrong.</p>
        <Button asChild>
          <Link to="/user/trial">Submit a Mock Trial</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">
            {trialMessages.analysisTitle}
          </h1>
          <p className="text-muted-foreground">{trialMessages.analysisSubtitle}</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/user/trial/history">
            <History />
            Trial History
          </Link>
        </Button>
      </header>

      {trial.data ? (
        <CaseBrief trial={trial.data} analyzing={running} />
      ) : (
        <Skeleton className="mb-6 h-28 rounded-xl" />
      )}

      <div className="grid gap-5 md:grid-cols-2">
        {(
          [
            [
              'plaintiff',
              trialMessages.plaintiffFiles,
              trialMessages.plaintiffUpload,
              trialMessages.plaintiffHint,
              plaintiffFiles,
              setPlaintiffFiles,
            ],
            [
              'defendant',
              trialMessages.defendantFiles,
              trialMessages.defendantUpload,
              trialMessages.defendantHint,
              defendantFiles,
              setDefendantFiles,
            ],
          ] as const
        ).map(([side, title, label, hint, files, setFiles]) => (
          <Card key={side} className={role === side ? 'border-primary/40' : undefined}>
            <CardHeader className="pb-4">
              <div className="flex items-center justify-between gap-2">
                {/* Under the page's h1, a level of the outline of its own (axe: heading-order). */}
                <CardTitle asChild>
                  <h2>{title}</h2>
                </CardTitle>
                {role === side && <Badge variant="secondary">Your side</Badge>}
              </div>
              <CardDescription>
                {files.length === 0
                  ? 'No files chosen'
                  : `${files.length} file${files.length === 1 ? '' : 's'} chosen`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <FilePicker
                label={label}
                hint={hint}
                side={side}
                files={files}
                onChange={(next) => setFiles(next)}
                disabled={busy}
              />
              {trial.data && <AnalyzedFiles files={trial.data.files} side={side} />}
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Neither side needs files; the case description is always part of the analysis.
        </p>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button
            size="lg"
            onClick={() => void onGenerate()}
            disabled={busy}
            className="sm:min-w-52"
            aria-describedby="analysis-price"
          >
            {running ? <Spinner className="text-primary-foreground" label="Analyzing" /> : <Sparkles />}
            {running ? trialMessages.analyzing : trialMessages.generateAnalysis}
          </Button>
          <PriceNote kind="trialAnalysis" id="analysis-price" />
        </div>
      </div>

      <div ref={report} className="mt-8 grid scroll-mt-20 gap-4">
        {running && (
          <AnalysisProgressCard
            job={followed.job}
            reconnecting={followed.reconnecting}
            cancelling={cancelling}
            onCancel={() => cancel(jobId)}
          />
        )}

        {result && result.notices.length > 0 && (
          <div
            role="status"
            className="grid gap-1.5 rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
          >
            <p className="flex items-center gap-2 font-medium">
              <CircleAlert className="size-4 text-warning" aria-hidden /> About your documents
            </p>
            <ul className="grid list-disc gap-1 pl-10">
              {result.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </div>
        )}

        {analysis && (
          <AnalysisReportCard
            analysis={analysis}
            sources={sources}
            check={check}
            busy={busy}
            onBusyChange={setPreparing}
          />
        )}
      </div>
    </div>
  );
}
