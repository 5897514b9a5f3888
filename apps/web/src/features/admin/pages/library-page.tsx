import { useState } from 'react';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isFinished, useFollowImport } from '../api/library/follow-import';
import { useLibraryEmbeddings } from '../api/library/embeddings-status';
import { useLibraryImports } from '../api/library/list-imports';
import { AdminPage } from '../components/admin-page';
import { ErrorBanner } from '../components/error-banner';
import { EmbeddingsCard } from '../components/library/embeddings-card';
import { ImportForm } from '../components/library/import-form';
import { ImportHistory } from '../components/library/import-history';
import { ImportStatus } from '../components/library/import-status';
import { SourcesTable } from '../components/library/sources-table';

/**
 * /admin/library: the legal library's sources and the import of law. The latest import comes from the server,
 * so after a reload the page follows a running import again, or shows how the last one ended.
 */
export function LibraryPage() {
  const imports = useLibraryImports();
  const embeddings = useLibraryEmbeddings();
  const [startedId, setStartedId] = useState<number | null>(null);
  const listed = imports.data?.imports ?? [];
  const current =
    (startedId !== null ? listed.find((item) => item.id === startedId) : undefined) ?? listed[0] ?? null;
  const followed = useFollowImport(current);
  const running = followed !== null && !isFinished(followed);

  return (
    <AdminPage title={m.title} description={m.description}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Import law</h2>
            </CardTitle>
            <CardDescription>
              Runs in the background: you may leave this page and come back to see its progress.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ImportForm busy={running} onStarted={setStartedId} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{running ? 'Import in progress' : 'Last import'}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {imports.isError ? (
              <ErrorBanner message={m.importsFailed} onRetry={() => void imports.refetch()} />
            ) : imports.isPending ? (
              <Skeleton className="h-24 w-full" />
            ) : followed ? (
              <ImportStatus item={followed} />
            ) : (
              <p className="text-sm text-muted-foreground">No import has run yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
      {embeddings.data && <EmbeddingsCard status={embeddings.data.embeddings} />}
      <SourcesTable />
      <ImportHistory imports={listed} />
    </AdminPage>
  );
}
