import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@amicus/contract/common/constants';
import { messages } from '@amicus/contract/common/messages';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

const schema = z.object({ newPassword: z.string(), confirmPassword: z.string() }).superRefine((v, ctx) => {
  if (!v.newPassword || !v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['root'], message: messages.auth.fillAllFields });
  else if (v.newPassword.length < PASSWORD_MIN_LENGTH)
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: messages.auth.passwordMin });
  else if (v.newPassword !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.auth.passwordsDoNotMatch });
});
type Values = z.infer<typeof schema>;

/** A failure about the link itself (not, say, a too-common password) switches to the invalid-link page. */
function isLinkFailure(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status !== 400 ||
    error.errors.some((e) => e.path === 'token' || e.path === 'email') ||
    error.errors.length === 0
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const reset = useResetPassword();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token && email ? 'form' : 'invalid');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token: token!, email: email!, newPassword });
      toast.success(messages.auth.resetSuccess);
      setState('done');
    } catch (error) {
      if (isLinkFailure(error)) {
        toast.error(errorMessage(error, messages.auth.resetFailed));
        setState('invalid');
      } else {
        form.setError('newPassword', { message: errorMessage(error, messages.auth.resetFailed) });
      }
    }
  });

  if (state === 'invalid') {
    return (
      <AuthCard
        title="Invalid Reset Link"
        subtitle="This password reset link is invalid or has expired. Links work once and for one hour."
      >
        <div className="flex flex-col items-center gap-4">
          <LinkIcon className="size-12 text-destructive" aria-hidden />
          <Button asChild className="w-full">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (state === 'done') {
    return (
      <AuthCard
        title="Password Reset Successful"
        subtitle="Your password has been changed. You can now sign in with your new password."
      >
        <div className="flex flex-col items-center gap-4">
          <CircleCheck className="size-12 text-success" aria-hidden />
          <Button asChild className="w-full">
            <Link to="/sign-in">Go to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        <>
          For <strong>{email}</strong>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={errors.root?.message} />
        <FormField label="New Password" error={errors.newPassword?.message} hint="At least 8 characters.">
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('newPassword')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
