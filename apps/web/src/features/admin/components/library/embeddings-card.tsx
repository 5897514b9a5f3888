import { useId } from 'react';
import type { LibraryEmbeddingsStatus } from '@amicus/contract/library/admin-schemas';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

const n = (value: number) => value.toLocaleString('en-US');

function JobLine({ job }: { job: NonNullable<LibraryEmbeddingsStatus['job']> }) {
  const when = formatDateTime(job.finishedAt ?? job.updatedAt);
  if (job.status === 'failed')
    return (
      <p className="text-sm text-destructive">
        The last embedding run failed ({when}): {job.error}
      </p>
    );
  if (job.status === 'queued' || job.status === 'running')
    return <p className="text-sm text-muted-foreground">{job.stage ?? 'Waiting to start'}…</p>;
  return (
    <p className="text-sm text-muted-foreground">
      Last embedding run {job.status === 'cancelled' ? 'cancelled' : 'finished'} {when}.
    </p>
  );
}

/**
 * Whether the library's search also ranks by meaning (an embedding provider's vectors fused with the words'
 * ranking), and how much of the library has vectors: an admin sees at once that a provider or pgvector is
 * missing, or that embedding after an import failed.
 */
export function EmbeddingsCard({ status }: { status: LibraryEmbeddingsStatus }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2 id={titleId}>Search by meaning</h2>
          </CardTitle>
          <Badge variant={status.state === 'on' ? 'success' : 'secondary'}>
            {status.state === 'on' ? 'On' : status.state === 'off' ? 'Off' : 'Unavailable'}
          </Badge>
        </div>
        <CardDescription>
          {status.state === 'off'
            ? 'No embedding provider is configured (EMBEDDING_PROVIDER): search ranks sections by their words alone.'
            : status.state === 'unavailable'
              ? `An embedding provider is configured (${status.model}), but ${status.reason}: search ranks sections by their words alone.`
              : `Sections found by their words and by their meaning (${status.model}) are ranked together.`}
        </CardDescription>
      </CardHeader>
      {status.state === 'on' && (
        <CardContent className="space-y-2">
          <p className="text-sm">
            {status.embedded === status.total
              ? `Every section has a vector: ${n(status.total)}.`
              : `${n(status.embedded)} of ${n(status.total)} sections have a vector; the others are ranked by their words until they do.`}
          </p>
          {status.job && <JobLine job={status.job} />}
        </CardContent>
      )}
    </Card>
  );
}
