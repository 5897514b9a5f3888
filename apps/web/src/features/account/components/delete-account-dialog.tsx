import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { useDeleteAccount } from '../api/delete-account';
import { accountLabels as l } from './account-labels';

/**
 * Asks for the password before the account is deleted. A refusal (wrong password, the only administrator) is
 * said in the dialog and changes nothing; once deleted, the session ends here as a sign-out does (the server has
 * ended every other one) and the user lands on the home page.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      remove.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || remove.isPending) return;
    remove.mutate(
      { password },
      {
        onSuccess: ({ message }) => {
          useSessionStore.getState().signOut('deleted');
          queryClient.clear();
          toast.success(message);
          void navigate('/', { replace: true });
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{l.dialogTitle}</AlertDialogTitle>
            <AlertDialogDescription>{l.dialogBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <FormField label={l.passwordLabel}>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormAlert message={remove.isError ? errorMessage(remove.error, l.deleteFailed) : undefined} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              {l.cancel}
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
              {remove.isPending ? l.deleting : l.confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
