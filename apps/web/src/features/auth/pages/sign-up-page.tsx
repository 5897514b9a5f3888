import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { signupBodySchema } from '@amicus/contract/auth/schemas';
import { messages } from '@amicus/contract/common/messages';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';

const fields = ['name', 'email', 'username', 'password', 'confirmPassword'] as const;

/**
 * All fields filled, passwords equal, field rules, terms ticked: checked in that order. The field rules come
 * from the contract the server enforces too.
 */
const schema = z
  .object({
    name: z.string(),
    email: z.string(),
    username: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    terms: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (fields.some((f) => v[f].trim() === '')) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: messages.auth.fillAllFields });
      return;
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.auth.passwordsDoNotMatch });
      return;
    }
    const parsed = signupBodySchema.safeParse(v);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (!v.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: messages.auth.mustAgreeTerms });
  });
type Values = z.infer<typeof schema>;

/** Opens in a new tab, so reading the terms keeps what was typed in the form. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
    </Link>
  );
}

export function SignUpPage() {
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', username: '', password: '', confirmPassword: '', terms: false },
  });
  const errors = form.formState.errors;
  const terms = useWatch({ control: form.control, name: 'terms' });

  const onSubmit = form.handleSubmit(async ({ name, email, username, password }) => {
    try {
      await signup.mutateAsync({ name, email, username, password });
      toast.success(messages.auth.signupSuccess);
      void navigate('/sign-in', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const fieldError of error.errors) {
          if ((fields as readonly string[]).includes(fieldError.path)) {
            form.setError(fieldError.path as (typeof fields)[number], { message: fieldError.message });
          }
        }
      }
      toast.error(errorMessage(error, messages.auth.signupFailed));
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free legal information from a non-profit, in plain language."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={errors.root?.message} />
        <FormField label="Full Name" error={errors.name?.message}>
          <Input autoComplete="name" autoFocus {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="username" {...form.register('username')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters with 1 number and 1 special character."
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <div className="space-y-1">
          <div className="flex items-start gap-2">
            <Controller
              control={form.control}
              name="terms"
              render={({ field }) => (
                <Checkbox
                  id="terms"
                  className="mt-0.5"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
              )}
            />
            <Label htmlFor="terms" className="font-normal leading-snug">
              <span>
                I agree to the <LegalLink to="/terms">Terms of Service</LegalLink> and{' '}
                <LegalLink to="/privacy">Privacy Policy</LegalLink>
              </span>
            </Label>
          </div>
          {errors.terms && <p className="text-sm font-medium text-destructive">{errors.terms.message}</p>}
        </div>
        <Button type="submit" className="w-full" disabled={!terms || signup.isPending}>
          {signup.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
