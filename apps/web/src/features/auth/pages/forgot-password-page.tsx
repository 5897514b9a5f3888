import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { forgotPasswordBodySchema } from '@amicus/contract/auth/schemas';
import { messages } from '@amicus/contract/common/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

const schema = z.object({ email: z.string() }).superRefine((v, ctx) => {
  const parsed = forgotPasswordBodySchema.safeParse(v);
  if (!parsed.success)
    ctx.addIssue({ code: 'custom', path: ['email'], message: parsed.error.issues[0]!.message });
});

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const send = async (email: string) => {
    try {
      await forgot.mutateAsync({ email });
      toast.success(messages.auth.forgotSuccess);
      setSentTo(email);
    } catch (error) {
      toast.error(errorMessage(error, messages.auth.forgotFailed));
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        subtitle={
          <>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. It works once and
            expires in one hour.
          </>
        }
      >
        <div className="flex flex-col items-center gap-4">
          <MailCheck className="size-12 text-success" aria-hidden />
          <Button
            variant="outline"
            className="w-full"
            disabled={forgot.isPending}
            onClick={() => void send(sentTo)}
          >
            {forgot.isPending ? 'Sending...' : 'Resend email'}
          </Button>
          <Link to="/sign-in" className="text-sm font-medium text-primary hover:underline">
            Return to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form onSubmit={form.handleSubmit(({ email }) => send(email))} noValidate className="space-y-5">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <p className="text-center text-sm">
          <Link to="/sign-in" className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
