import { documentMessages } from '@amicus/contract/documents/messages';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRestoreVersion, useVersions } from '../api/documents-api';

const origins = { draft: 'First draft', edit: 'Your edits', restore: 'Restored' } as const;

/** The versions of the body, newest first; restoring one makes it the newest, so nothing is lost. */
export function VersionHistory({
  document,
  onRestored,
}: {
  document: AmicusDocument;
  onRestored: (document: AmicusDocument) => void;
}) {
  const versions = useVersions(document.id, true);
  const restore = useRestoreVersion(document.id);
  if (versions.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading versions…
      </p>
    );
  if (versions.isError)
    return <p role="alert">{errorMessage(versions.error, 'Versions could not be loaded.')}</p>;
  return (
    <section aria-labelledby="versions" className="grid min-w-0 gap-2 rounded-xl border p-4">
      <h2 id="versions" className="font-semibold">
        Versions
      </h2>
      {/* One column no wider than the panel: a grid column grows to its widest preview otherwise. */}
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {[...versions.data].reverse().map((version) => (
          <li key={version.n} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 flex-1">
              <span className="font-medium">
                Version {version.n}: {origins[version.origin]}
                {version.restoredFrom !== null && ` (from version ${version.restoredFrom})`}
              </span>
              <span className="line-clamp-2 break-words text-muted-foreground">{version.preview}</span>
            </span>
            {version.n !== document.version && (
              <Button
                size="sm"
                variant="outline"
                disabled={restore.isPending}
                aria-label={`Restore version ${version.n}`}
                onClick={() =>
                  restore.mutate(version.n, {
                    onSuccess: (restored) => {
                      toast.success(documentMessages.restored(version.n));
                      onRestored(restored);
                    },
                    onError: (error) =>
                      toast.error(errorMessage(error, 'The version could not be restored.')),
                  })
                }
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
