import { useState, type FormEvent } from 'react';
import { adjustCreditsBodySchema, userMessages } from '@amicus/contract/users/admin-schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAdjustCredits } from '../../api/users/adjust-credits';

/**
 * Adds or removes credits; the server writes it to the ledger with reason 'admin' and audits it. Keyed by user
 * in the page, so each user starts with empty fields.
 */
export function CreditsDialog({
  user,
  onOpenChange,
}: {
  user: PublicUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const adjust = useAdjustCredits();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const parsed = Number(amount);
  const preview = user && amount.trim() !== '' && Number.isInteger(parsed) ? user.credits + parsed : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const body = adjustCreditsBodySchema.safeParse({
      amount: amount.trim() === '' ? undefined : parsed,
      note: note || undefined,
    });
    if (!body.success) {
      setError(body.error.issues[0]?.message);
      return;
    }
    try {
      await adjust.mutateAsync({ id: user.id, body: body.data });
      toast.success(userMessages.creditsAdjusted);
      onOpenChange(false);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.errors[0]?.message ?? failure.message);
      toast.error(errorMessage(failure, userMessages.creditsFailed));
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(next) => !adjust.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust Credits</DialogTitle>
          <DialogDescription>
            {user?.name} has <span className="font-semibold text-foreground">{user?.credits}</span> credits.
            Enter a positive number to add credits or a negative one to remove them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            label="Amount"
            error={error}
            hint={preview !== null ? `New balance: ${preview} credits` : undefined}
          >
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(undefined);
              }}
              autoFocus
            />
          </FormField>
          <FormField
            label="Note (optional)"
            hint="Kept in the audit log, e.g. the reason for a goodwill top-up."
          >
            <Input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={adjust.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending ? 'Saving...' : 'Update Credits'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
