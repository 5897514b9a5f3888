import { useState, type FormEvent } from 'react';
import { userMessages } from '@amicus/contract/users/admin-schemas';
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
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../../api/users/delete-user';

/**
 * Deleting needs the exact username typed; the Delete button stays disabled until it matches. The page keys it
 * by user, so each user starts with an empty field.
 */
export function DeleteUserDialog({
  user,
  onOpenChange,
}: {
  user: PublicUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const [attempted, setAttempted] = useState(false);

  const matches = Boolean(user) && typed === user?.username;
  const showMismatch = !matches && (attempted || typed.length > 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!user || !matches) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(userMessages.deleted);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, userMessages.deleteFailed));
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete User</DialogTitle>
          <DialogDescription>
            This permanently deletes <span className="font-medium text-foreground">{user?.name}</span> with
            their chats, mock trials and subscriptions. This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            label={
              <>
                Type <span className="font-mono font-semibold">{user?.username}</span> to confirm
              </>
            }
            error={showMismatch ? userMessages.confirmUsername : undefined}
          >
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={remove.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
