import { Download, RotateCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { accountMessages, archiveContents } from '@amicus/contract/account/data';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { isFinalJob } from '@/lib/jobs/follow-job';
import { useFollowedJob } from '@/lib/jobs/use-followed-job';
import { useDownloadAccountExport } from '../api/download-account-export';
import { accountExportKey, useAccountExport } from '../api/get-account-export';
import { useStartAccountExport } from '../api/start-account-export';
import { accountLabels as l } from './account-labels';
import { ArchiveProgress } from './archive-progress';
import { archiveState } from './archive-state';

/** 'profile.json: your profile and settings' → its file name and what it holds. */
function ArchiveEntry({ line }: { line: string }) {
  const at = line.indexOf(': ');
  return (
    <li>
      <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem]">{line.slice(0, at)}</code>{' '}
      <span className="text-muted-foreground">{line.slice(at + 2)}</span>
    </li>
  );
}

/**
 * Your data: what the archive holds, and the latest archive: prepare one, follow its job (after a reload too),
 * download it while it is kept, or see why it failed and try again.
 */
export function YourDataCard() {
  const queryClient = useQueryClient();
  const latest = useAccountExport();
  const start = useStartAccountExport();
  const download = useDownloadAccountExport();
  const [now] = useState(Date.now);

  // The latest archive's job is followed while the server says it is under way. Only one seen under way here is
  // announced when it ends; one that ended long ago is simply shown.
  const current = latest.data?.job;
  const jobId = current && !isFinalJob(current) ? current.id : null;
  const watched = useRef(new Set<number>());
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountExportKey });
  const followed = useFollowedJob(jobId, {
    onFinished: (job) => {
      void refresh();
      if (watched.current.delete(job.id) && job.status === 'succeeded')
        toast.success(accountMessages.exportReady);
    },
    onUnavailable: () => void refresh(),
  });
  useEffect(() => {
    if (followed.job && !isFinalJob(followed.job)) watched.current.add(followed.job.id);
  }, [followed.job]);

  const state = start.isPending
    ? ({ kind: 'preparing', job: null } as const)
    : archiveState(latest.data ?? null, followed.job, now);
  const prepare = () => {
    download.reset();
    start.mutate();
  };

  let body;
  if (latest.isPending) body = <Skeleton className="h-10 w-48" />;
  else if (latest.isError) body = <FormAlert message={errorMessage(latest.error, l.loadFailed)} />;
  else if (state.kind === 'preparing')
    body = <ArchiveProgress job={state.job} reconnecting={followed.reconnecting} />;
  else if (state.kind === 'ready')
    body = (
      <div className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button
            onClick={() => download.mutate(state.jobId)}
            disabled={download.isPending}
            className="w-full sm:w-auto"
          >
            {download.isPending ? <Spinner className="text-primary-foreground" /> : <Download />}
            {download.isPending ? l.downloading : l.download(formatFileSize(state.size))}
          </Button>
          <Button variant="outline" onClick={prepare} className="w-full sm:w-auto">
            <RotateCw />
            {l.prepareNew}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {l.availableUntil} <time dateTime={state.expiresAt}>{formatDateTime(state.expiresAt)}</time>
        </p>
        <FormAlert message={download.isError ? errorMessage(download.error, l.downloadFailed) : undefined} />
      </div>
    );
  else
    body = (
      <div className="grid gap-3">
        {state.kind === 'failed' && (
          <FormAlert
            message={state.job.error ?? (state.job.status === 'cancelled' ? l.cancelled : l.failed)}
          />
        )}
        {state.kind === 'expired' && (
          <p className="text-sm text-muted-foreground">{accountMessages.exportExpired}</p>
        )}
        <Button onClick={prepare} className="w-full justify-self-start sm:w-auto">
          {state.kind === 'failed' ? <RotateCw /> : <Download />}
          {state.kind === 'failed' ? l.retry : state.kind === 'expired' ? l.prepareNew : l.start}
        </Button>
      </div>
    );

  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="your-data-heading">{l.dataHeading}</h2>
          </CardTitle>
          <CardDescription>{l.dataIntro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-2 text-sm">
            <p>{l.archiveHolds}</p>
            <ul className="grid gap-1.5 pl-5 [&_li]:list-disc">
              {archiveContents.map((line) => (
                <ArchiveEntry key={line} line={line} />
              ))}
            </ul>
            <p className="text-muted-foreground">{l.keptFor}</p>
          </div>
          <FormAlert message={start.isError ? errorMessage(start.error, l.startFailed) : undefined} />
          {body}
        </CardContent>
      </Card>
    </section>
  );
}
