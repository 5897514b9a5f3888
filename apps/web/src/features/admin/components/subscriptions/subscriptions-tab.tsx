import { Ban, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { SubscriptionWithUser } from '@amicus/contract/subscriptions/schemas';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useCancelSubscription } from '../../api/subscriptions/cancel-subscription';
import { SUBSCRIPTIONS_PAGE_SIZE, useSubscriptions } from '../../api/subscriptions/list-subscriptions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBanner } from '../error-banner';
import { EmptyRow, LoadingRow } from '../table-states';

const m = adminMessages.subscriptions;
const COLUMNS = 6;

function SubscriptionStatus({ status }: { status: SubscriptionWithUser['status'] }) {
  const variant = status === 'ACTIVE' ? 'success' : status === 'CANCELLED' ? 'destructive' : 'outline';
  return <Badge variant={variant}>{subscriptionMessages.statusLabels[status] ?? status}</Badge>;
}

export function SubscriptionsTab() {
  const [page, setPage] = useState(1);
  const subscriptions = useSubscriptions(page);
  const cancel = useCancelSubscription();
  const [cancelling, setCancelling] = useState<SubscriptionWithUser | null>(null);
  const rows = subscriptions.data?.data ?? [];

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast.success(m.cancelled(cancelling.user.name));
      setCancelling(null);
    } catch (error) {
      toast.error(errorMessage(error, m.cancelFailed));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          onClick={() => void subscriptions.refetch()}
          disabled={subscriptions.isFetching}
        >
          <RefreshCw className={cn(subscriptions.isFetching && 'animate-spin')} /> Refresh
        </Button>
      </div>
      {subscriptions.isError && (
        <ErrorBanner message={m.loadFailed} onRetry={() => void subscriptions.refetch()} />
      )}
      <Table className="min-w-[760px]">
        <TableHeader>
          <TableRow>
            <TableHead>User ID</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Start Date</TableHead>
            <TableHead>Next Billing</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {subscriptions.isPending ? (
            <LoadingRow colSpan={COLUMNS} message={m.loading} />
          ) : rows.length === 0 ? (
            <EmptyRow colSpan={COLUMNS} message={m.empty} />
          ) : (
            rows.map((subscription) => (
              <TableRow key={subscription.id}>
                <TableCell label="User ID">
                  <div className="font-medium tabular-nums">{subscription.userId}</div>
                  <div className="max-w-[14rem] truncate text-xs text-muted-foreground">
                    {subscription.user.name} · {subscription.user.email}
                  </div>
                </TableCell>
                <TableCell label="Plan">{subscription.plan.name}</TableCell>
                <TableCell label="Status">
                  <SubscriptionStatus status={subscription.status} />
                </TableCell>
                <TableCell label="Start Date" className="whitespace-nowrap">
                  {formatDate(subscription.startDate)}
                </TableCell>
                <TableCell label="Next Billing" className="whitespace-nowrap">
                  {subscription.nextBillingDate ? formatDate(subscription.nextBillingDate) : 'N/A'}
                </TableCell>
                <TableCell actions>
                  {subscription.status === 'ACTIVE' && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => setCancelling(subscription)}
                      aria-label={`Cancel subscription ${subscription.id}`}
                    >
                      <Ban /> Cancel
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {subscriptions.data && subscriptions.data.pagination.total > SUBSCRIPTIONS_PAGE_SIZE && (
        <Pagination
          page={page}
          pageSize={SUBSCRIPTIONS_PAGE_SIZE}
          total={subscriptions.data.pagination.total}
          onPageChange={setPage}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel Subscription"
        description={m.cancelConfirm}
        cancelLabel={m.keepIt}
        confirmLabel={m.yesCancel}
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      >
        {cancelling && (
          <p className="text-sm text-muted-foreground">
            {cancelling.user.name} · {cancelling.plan.name}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
