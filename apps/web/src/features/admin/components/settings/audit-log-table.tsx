import { useState } from 'react';
import type { AuditEntry } from '@amicus/contract/admin/audit-log';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatRelative } from '@/lib/format';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../../api/settings/list-audit-log';
import { ErrorBanner } from '../error-banner';
import { EmptyRow, SkeletonRows } from '../table-states';

const COLUMNS = 5;

const show = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The changed fields of one entry, `field: before → after`, without the request line. */
function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  const entries = Object.entries(changes).filter(([key]) => key !== 'request');
  if (entries.length === 0) return <span className="text-muted-foreground">No field changed</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {entries.slice(0, 6).map(([field, change]) => {
        const c = (change ?? {}) as { from?: unknown; to?: unknown };
        return (
          <li key={field} className="break-words">
            <span className="font-medium">{field}</span>
            <span className="text-muted-foreground">: </span>
            {'from' in c && (
              <span className="text-muted-foreground line-through decoration-muted-foreground/50">
                {show(c.from)}
              </span>
            )}
            {'from' in c && 'to' in c && <span className="text-muted-foreground"> → </span>}
            {'to' in c && <span>{show(c.to)}</span>}
          </li>
        );
      })}
      {entries.length > 6 && <li className="text-muted-foreground">+{entries.length - 6} more fields</li>}
    </ul>
  );
}

const actionVariant = (action: string) =>
  action === 'delete' || action === 'cancel' ? 'destructive' : action === 'create' ? 'success' : 'secondary';

/** Every admin write, newest first: who, what, which object, when and the changed fields. */
export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const rows = log.data?.data ?? [];

  return (
    <div className="space-y-4">
      {log.isError && (
        <ErrorBanner
          message="Failed to load the audit log. Please try again."
          onRetry={() => void log.refetch()}
        />
      )}
      <Table className="min-w-[860px]">
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Who</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Object</TableHead>
            <TableHead>Changes</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {log.isPending ? (
            <SkeletonRows columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message="No admin changes recorded yet" />
          ) : (
            rows.map((entry) => (
              <TableRow key={entry.id} className="align-top">
                <TableCell label="When" className="whitespace-nowrap align-top">
                  <div>{formatRelative(entry.createdAt)}</div>
                  <div className="text-xs text-muted-foreground">{formatDateTime(entry.createdAt)}</div>
                </TableCell>
                <TableCell label="Who" className="align-top">
                  {entry.actor ? (
                    <>
                      <div className="font-medium">{entry.actor.name}</div>
                      <div className="text-xs text-muted-foreground">{entry.actor.email}</div>
                    </>
                  ) : (
                    <span className="text-muted-foreground">Deleted user</span>
                  )}
                </TableCell>
                <TableCell label="Action" className="align-top">
                  <Badge variant={actionVariant(entry.action)}>{entry.action}</Badge>
                </TableCell>
                <TableCell label="Object" className="whitespace-nowrap align-top capitalize">
                  {entry.entityType}
                  {entry.entityId && <span className="text-muted-foreground"> #{entry.entityId}</span>}
                </TableCell>
                <TableCell label="Changes" className="max-w-md align-top">
                  <Changes changes={entry.changes} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {log.data && log.data.pagination.total > 0 && (
        <Pagination
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={log.data.pagination.total}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
