import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import type { LibraryImport } from '@amicus/contract/library/admin-schemas';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

export const importStatusText: Record<LibraryImport['status'], string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const counts = [
  ['read', 'Read'],
  ['added', 'Added'],
  ['changed', 'Changed'],
  ['unchanged', 'Unchanged'],
  ['withdrawn', 'Withdrawn'],
  ['failed', 'Failed'],
] as const;

/** An import as it runs (progress and the counts so far) and once it ended (its report or why it failed). */
export function ImportStatus({ item }: { item: LibraryImport }) {
  const active = item.status === 'queued' || item.status === 'running';
  const files =
    item.files.length === 1 ? item.files[0] : `${item.files.length.toLocaleString('en-US')} files`;
  return (
    <section aria-label="Import status" className="space-y-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium" title={item.files.join(', ')}>
            {files}
          </p>
          <p className="text-xs text-muted-foreground">
            Started {formatDateTime(item.createdAt)}
            {item.via === 'command-line' ? ' · from the command line' : ''}
            {item.jurisdiction ? ` · ${item.jurisdiction}` : ''}
            {item.asOf ? ` · as of ${item.asOf}` : ''}
          </p>
        </div>
        <Badge
          variant={
            item.status === 'succeeded' ? 'success' : item.status === 'failed' ? 'destructive' : 'secondary'
          }
        >
          {active ? (
            <Loader2 className="size-3 animate-spin" aria-hidden />
          ) : item.status === 'succeeded' ? (
            <CircleCheck className="size-3" aria-hidden />
          ) : (
            <CircleAlert className="size-3" aria-hidden />
          )}
          {importStatusText[item.status]}
        </Badge>
      </div>

      {active && (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${Math.max(2, item.progress)}%` }}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {item.progress}% · {item.stage ?? 'Waiting for a free worker'}
          </p>
        </div>
      )}

      {item.status === 'failed' && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {item.error ?? 'The import failed.'}
        </p>
      )}

      {item.result && (
        <div className="space-y-3">
          <dl className="grid grid-cols-3 gap-2">
            {counts.map(([key, label]) => (
              <div key={key} className="rounded-md border bg-muted/30 p-2 text-center">
                <dt className="truncate text-xs text-muted-foreground">{label}</dt>
                <dd
                  className={
                    key === 'failed' && item.result!.failed > 0
                      ? 'text-lg font-semibold tabular-nums text-destructive'
                      : 'text-lg font-semibold tabular-nums'
                  }
                >
                  {item.result![key].toLocaleString('en-US')}
                </dd>
              </div>
            ))}
          </dl>
          {item.result.sources.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Imported into {item.result.sources.map((s) => `“${s.title}”`).join(', ')}.
            </p>
          )}
          {item.result.failures.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-medium">Failures ({item.result.failed.toLocaleString('en-US')})</h3>
              <ul className="max-h-60 space-y-1 overflow-y-auto rounded-md border p-2 text-sm">
                {item.result.failures.map((failure, index) => (
                  <li key={index} className="break-words">
                    <span className="font-mono text-xs">{failure.file}</span>{' '}
                    <span className="text-muted-foreground">{failure.reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
