import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordBodySchema } from '@amicus/contract/auth/schemas';
import { messages } from '@amicus/contract/common/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const m = messages.profile;
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Values = Record<(typeof fields)[number], string>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current required, new at least 8 (the contract's rules, which the server applies too), and the confirmation
 * equal to the new one, reported on the confirm field; every message at once.
 */
const schema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const parsed = changePasswordBodySchema.safeParse(v);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDontMatch });
  });

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(empty);
      toast.success(m.passwordSuccess);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const fieldError of error.errors)
          if ((fields as readonly string[]).includes(fieldError.path))
            form.setError(fieldError.path as (typeof fields)[number], { message: fieldError.message });
      }
      toast.error(errorMessage(error, m.passwordFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message} hint="At least 8 characters.">
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <p className="text-sm text-muted-foreground">
        Changing your password signs you out on your other devices. You stay signed in here.
      </p>
      <div className="flex justify-end border-t pt-5">
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? m.updatingPassword : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
