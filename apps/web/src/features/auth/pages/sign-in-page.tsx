import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { messages } from '@amicus/contract/common/messages';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

const schema = z
  .object({ username: z.string(), password: z.string(), rememberMe: z.boolean() })
  .refine((v) => v.username.trim() !== '' && v.password !== '', {
    path: ['root'],
    message: messages.auth.fillAllFields,
  });
type Values = z.infer<typeof schema>;

export function SignInPage() {
  const loginMutation = useLogin();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', rememberMe: true },
  });

  // Storing the session is enough: the public-only guard then sends an admin to /admin/dashboard and a user
  // to /chat/new (stage category_selection), so no second redirect races it.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      toast.success(messages.auth.loginSuccess);
    } catch (error) {
      toast.error(errorMessage(error, messages.auth.loginFailed));
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to continue your legal questions and mock trials."
      footer={
        <>
          New to Amicus?{' '}
          <Link to="/sign-up" className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {/*
       * POST, not the default GET: on the prerendered page a form sent before the app has taken over (decision
       * 018) must not put the password in the address, the history and the server's access log.
       */}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={form.formState.errors.root?.message} />
        <FormField label="Email or Username">
          <Input
            autoComplete="username"
            autoFocus
            placeholder="you@example.com"
            {...form.register('username')}
          />
        </FormField>
        <FormField label="Password">
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id="remember-me"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
              )}
            />
            <Label htmlFor="remember-me" className="font-normal">
              Remember me
            </Label>
          </div>
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
