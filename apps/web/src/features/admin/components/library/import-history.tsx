import type { LibraryImport } from '@amicus/contract/library/admin-schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { importStatusText } from './import-status';

export const viaText: Record<LibraryImport['via'], string> = {
  upload: 'Upload',
  'command-line': 'Command line',
};

/** What an import did, in one line: its counts once it finished, why it failed, or how far it has gone. */
function outcomeOf(item: LibraryImport): string {
  if (item.result) {
    const r = item.result;
    const n = (value: number) => value.toLocaleString('en-US');
    return `${n(r.added)} added, ${n(r.changed)} changed, ${n(r.unchanged)} unchanged, ${n(r.withdrawn)} withdrawn, ${n(r.failed)} failed`;
  }
  if (item.status === 'failed' || item.status === 'cancelled') return item.error ?? '';
  return `${item.progress}%`;
}

/**
 * Every recent import, newest first, whether sent from this screen or run on the server with
 * `npm run library:import`: the library's contents should never be a mystery to the admin who keeps it.
 */
export function ImportHistory({ imports }: { imports: LibraryImport[] }) {
  if (imports.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Import history</h2>
        </CardTitle>
        <CardDescription>The latest imports, from this screen and from the command line.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Import history">
          <TableHeader>
            <TableRow>
              <TableHead>Started</TableHead>
              <TableHead>Files</TableHead>
              <TableHead>From</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Outcome</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {imports.map((item) => (
              <TableRow key={item.id} data-testid="import-history-row">
                <TableCell className="whitespace-nowrap">{formatDateTime(item.createdAt)}</TableCell>
                <TableCell label="Files" className="max-w-48 truncate" title={item.files.join(', ')}>
                  {item.files.length === 1 ? item.files[0] : `${item.files.length} files`}
                </TableCell>
                <TableCell label="From" className="whitespace-nowrap">
                  {viaText[item.via]}
                </TableCell>
                <TableCell label="Status" className="whitespace-nowrap">
                  {importStatusText[item.status]}
                </TableCell>
                <TableCell label="Outcome" className="text-muted-foreground sm:min-w-56">
                  {outcomeOf(item)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
