import { useState } from 'react';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import type { LibrarySource } from '@amicus/contract/library/schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteLibrarySource } from '../../api/library/delete-source';
import { useLibrarySources } from '../../api/library/list-sources';
import { useSetLibrarySourceEnabled } from '../../api/library/update-source';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBanner } from '../error-banner';
import { deleteAction, RowActions } from '../row-actions';
import { EmptyRow, SkeletonRows } from '../table-states';

const COLUMNS = 7;
const kindLabel: Record<LibrarySource['kind'], string> = {
  statute: 'Statute',
  regulation: 'Regulation',
  court_rule: 'Court rule',
  case: 'Case',
  guide: 'Guide',
  form: 'Form',
  problems: 'Problem index',
};

/** The library's sources: counts, as-of date, enable or disable, and delete after a confirmation. */
export function SourcesTable() {
  const sources = useLibrarySources();
  const setEnabled = useSetLibrarySourceEnabled();
  const remove = useDeleteLibrarySource();
  const [deleting, setDeleting] = useState<LibrarySource | null>(null);

  const toggle = async (source: LibrarySource, enabled: boolean) => {
    try {
      const result = await setEnabled.mutateAsync({ id: source.id, enabled });
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, m.updateFailed));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      toast.success(result.message ?? m.deleted(deleting.title));
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, m.deleteFailed));
    }
  };

  return (
    <section aria-labelledby="library-sources-title" className="space-y-3">
      <h2 id="library-sources-title" className="text-lg font-semibold">
        Sources
      </h2>
      {sources.isError && <ErrorBanner message={m.sourcesFailed} onRetry={() => void sources.refetch()} />}
      <Table className="min-w-[760px]">
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Jurisdiction</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead className="text-right">Sections</TableHead>
            <TableHead>As of</TableHead>
            <TableHead>Enabled</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sources.isPending ? (
            <SkeletonRows columns={COLUMNS} rows={3} />
          ) : !sources.data || sources.data.sources.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message={m.sourcesEmpty} />
          ) : (
            sources.data.sources.map((source) => (
              <TableRow key={source.id}>
                <TableCell className="max-w-sm">
                  <p className="font-medium">{source.title}</p>
                  <p className="truncate text-xs text-muted-foreground">{source.publisher}</p>
                </TableCell>
                <TableCell label="Jurisdiction" className="font-mono text-xs">
                  {source.jurisdiction}
                </TableCell>
                <TableCell label="Kind">{kindLabel[source.kind]}</TableCell>
                <TableCell label="Sections" className="text-right tabular-nums">
                  {source.sectionCount.toLocaleString('en-US')}
                </TableCell>
                <TableCell label="As of" className="whitespace-nowrap">
                  {source.asOf ?? '—'}
                </TableCell>
                <TableCell label="Enabled">
                  <Checkbox
                    checked={source.enabled}
                    disabled={setEnabled.isPending}
                    aria-label={`Enabled: ${source.title}`}
                    onCheckedChange={(value) => void toggle(source, value === true)}
                  />
                </TableCell>
                <TableCell actions>
                  <RowActions actions={[deleteAction(source.title, () => setDeleting(source))]} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Source"
        description={deleting ? m.deleteConfirm(deleting.title, deleting.sectionCount) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
