import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { Plan } from '@amicus/contract/plans/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format-money';
import { useDeletePlan } from '../../api/plans/delete-plan';
import { usePlans } from '../../api/plans/list-plans';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorBanner } from '../error-banner';
import { deleteAction, editAction, RowActions } from '../row-actions';
import { StatusBadge } from '../status-badge';
import { EmptyRow, SkeletonRows } from '../table-states';
import { PlanFormDialog } from './plan-form-dialog';

const m = adminMessages.subscriptions;
const COLUMNS = 8;
const intervalLabel = { month: 'Monthly', year: 'Yearly' } as const;

export function PlansTab() {
  const plans = usePlans();
  const remove = useDeletePlan();
  const [form, setForm] = useState<{ open: boolean; plan?: Plan; key: number }>({ open: false, key: 0 });
  const openForm = (plan?: Plan) => setForm((f) => ({ open: true, plan, key: f.key + 1 }));
  const [deleting, setDeleting] = useState<Plan | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      // A plan with subscribers is deactivated instead; the server's message says which happened.
      toast.success(result.message || m.planDeleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, m.planDeleteFailed));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => openForm()}>
          <Plus /> {m.createPlan}
        </Button>
      </div>
      {plans.isError && <ErrorBanner message={m.loadFailed} onRetry={() => void plans.refetch()} />}
      <Table className="min-w-[960px]">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Price</TableHead>
            <TableHead>Credit Amount</TableHead>
            <TableHead>Features</TableHead>
            <TableHead>Interval</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {plans.isPending ? (
            <SkeletonRows columns={COLUMNS} rows={3} />
          ) : plans.data?.length === 0 || !plans.data ? (
            <EmptyRow colSpan={COLUMNS} message={m.plansEmpty} />
          ) : (
            plans.data.map((plan) => (
              <TableRow key={plan.id}>
                <TableCell className="font-medium">{plan.name}</TableCell>
                <TableCell label="Description" className="max-w-[14rem]">
                  <p className="line-clamp-2 text-muted-foreground">{plan.description || '—'}</p>
                </TableCell>
                <TableCell label="Price" className="whitespace-nowrap tabular-nums">
                  {formatPrice(plan.price)}
                </TableCell>
                <TableCell label="Credit Amount" className="tabular-nums">
                  {plan.creditAmount}
                </TableCell>
                <TableCell label="Features" className="max-w-[16rem]">
                  {plan.features.length === 0 ? (
                    <span className="text-muted-foreground">—</span>
                  ) : (
                    <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
                      {plan.features.slice(0, 3).map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                      {plan.features.length > 3 && (
                        <li className="list-none">+{plan.features.length - 3} more</li>
                      )}
                    </ul>
                  )}
                </TableCell>
                <TableCell label="Interval">
                  <Badge variant="outline">{intervalLabel[plan.interval]}</Badge>
                </TableCell>
                <TableCell label="Status">
                  <StatusBadge active={plan.status} />
                </TableCell>
                <TableCell actions>
                  <RowActions
                    actions={[
                      editAction(plan.name, () => openForm(plan)),
                      deleteAction(plan.name, () => setDeleting(plan)),
                    ]}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <PlanFormDialog
        key={form.key}
        open={form.open}
        plan={form.plan}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Plan"
        description={m.deletePlanConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      >
        {deleting && (
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{deleting.name}</span>: a plan people subscribe to
            is deactivated instead, so their subscriptions keep it.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
