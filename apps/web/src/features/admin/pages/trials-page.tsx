import { Gavel } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adminMessages } from '@amicus/contract/admin/messages';
import { ADMIN_CLIENT_PAGE_SIZE } from '@amicus/contract/common/constants';
import type { AdminTrial } from '@amicus/contract/trials/schemas';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { useAllTrials } from '../api/trials/list-trials';
import { useUsers } from '../api/users/list-users';
import { AdminPage } from '../components/admin-page';
import { ErrorBanner } from '../components/error-banner';
import { EmptyRow, LoadingRow } from '../components/table-states';
import { TrialAnalysisDialog } from '../components/trials/trial-analysis-dialog';
import { UserTrialsPanel } from '../components/trials/user-trials-panel';
import { usersWithTrials, type TrialUser } from '../components/trials/trial-users';
import { UserAvatar } from '../components/user-avatar';

const m = adminMessages.trials;
const COLUMNS = 4;

/** /admin/trials: users with at least one mock trial; their trials in a side panel. */
export function TrialsPage() {
  const trials = useAllTrials();
  const users = useUsers();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TrialUser | null>(null);
  const [analysis, setAnalysis] = useState<AdminTrial | null>(null);

  const rows = useMemo(
    () => (trials.data && users.data ? usersWithTrials(users.data, trials.data) : []),
    [trials.data, users.data],
  );
  const failure = trials.error ?? users.error;
  const loading = trials.isPending || users.isPending;
  const pageCount = Math.max(1, Math.ceil(rows.length / ADMIN_CLIENT_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = rows.slice((current - 1) * ADMIN_CLIENT_PAGE_SIZE, current * ADMIN_CLIENT_PAGE_SIZE);

  return (
    <AdminPage title={m.title} description="Cases users submitted for a mock trial, with their analyses.">
      {failure && (
        <ErrorBanner
          // The server answered but refused: 'Failed to fetch trials data'; no answer at all: the longer text.
          message={failure instanceof ApiError ? m.fetchFailed : m.loadFailed}
          onRetry={() => void Promise.all([trials.refetch(), users.refetch()])}
        />
      )}
      <Table className="min-w-[620px]">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Total Trials</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && !failure ? (
            <LoadingRow colSpan={COLUMNS} message={m.loading} />
          ) : visible.length === 0 ? (
            // A list that failed to load is unknown, not empty: the error above says so alone.
            !failure && <EmptyRow colSpan={COLUMNS} message={m.empty} />
          ) : (
            visible.map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <UserAvatar name={user.name} image={user.profileImage} />
                    <span className="font-medium">{user.name}</span>
                  </div>
                </TableCell>
                <TableCell label="Email" className="max-w-[16rem] truncate">
                  {user.email}
                </TableCell>
                <TableCell label="Total Trials">
                  <Badge variant="secondary" className="tabular-nums">
                    {user.trials.length}
                  </Badge>
                </TableCell>
                <TableCell actions>
                  <Button size="sm" variant="outline" onClick={() => setViewing(user)}>
                    <Gavel /> View Trials
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {rows.length > 0 && (
        <Pagination
          page={current}
          pageSize={ADMIN_CLIENT_PAGE_SIZE}
          total={rows.length}
          onPageChange={setPage}
        />
      )}
      <UserTrialsPanel
        user={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onViewAnalysis={setAnalysis}
      />
      <TrialAnalysisDialog trial={analysis} onOpenChange={(open) => !open && setAnalysis(null)} />
    </AdminPage>
  );
}
