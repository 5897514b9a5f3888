import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, usernameSchema } from '@amicus/contract/auth/schemas';
import { userMessages } from '@amicus/contract/users/admin-schemas';
import { roleSchema, type PublicUser } from '@amicus/contract/users/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { useCreateUser } from '../../api/users/create-user';
import { useUpdateUser } from '../../api/users/update-user';
import { ActiveCheckbox } from '../active-checkbox';
import { FormDialog, showFieldErrors } from '../form-dialog';

const fieldsSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  password: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
});
type Values = z.input<typeof fieldsSchema>;

/**
 * Name, email, username, password and role are required on create; on edit the password is optional
 * (but valid when given). Checked with the other fields, so an empty submit flags every missing one at once.
 */
const schemaFor = (editing: boolean) =>
  fieldsSchema.superRefine((values, ctx) => {
    if (editing && !values.password) return;
    const checked = passwordSchema.safeParse(values.password);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]?.message });
  });
const fields = ['name', 'email', 'username', 'password'] as const;

const blank: Values = { name: '', email: '', username: '', password: '', role: 'user', isActive: true };

/** Add or edit a user. On edit the password field appears after 'Change Password' and is sent only if filled. */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none to add one. */
  user?: PublicUser;
}) {
  const editing = Boolean(user);
  // The server refuses it too; the form does not offer what would lock the admin out.
  const editingSelf = useSessionStore((s) => Boolean(user && s.user?.id === user.id));
  const create = useCreateUser();
  const update = useUpdateUser();
  const [changePassword, setChangePassword] = useState(false);
  // The page mounts a fresh dialog for each opening (a new key), so the fields start from the user each time.
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(editing)),
    defaultValues: user
      ? {
          name: user.name,
          email: user.email,
          username: user.username,
          password: '',
          role: user.role,
          isActive: user.isActive,
        }
      : blank,
  });
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    const password = values.password ?? '';
    try {
      if (user) {
        await update.mutateAsync({
          id: user.id,
          body: {
            name: values.name,
            email: values.email,
            username: values.username,
            role: values.role,
            isActive: values.isActive,
            ...(password ? { password } : {}),
          },
        });
        toast.success(userMessages.updated);
      } else {
        await create.mutateAsync({ ...values, password });
        toast.success(userMessages.created);
      }
      onOpenChange(false);
    } catch (error) {
      showFieldErrors(form, error, fields);
      toast.error(errorMessage(error, editing ? userMessages.updateFailed : userMessages.createFailed));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={editing ? 'Edit User' : 'Add User'}
      submitLabel={editing ? 'Save Changes' : 'Add User'}
      onSubmit={onSubmit}
      wide
      description={
        editing
          ? 'Change the account details, role and status.'
          : 'Create an account. The user can sign in at once.'
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        {(!editing || changePassword) && (
          <FormField
            label={editing ? 'New Password' : 'Password'}
            error={errors.password?.message}
            hint={
              editing
                ? 'Leave empty to keep the current password. Their sessions end when it changes.'
                : 'At least 8 characters.'
            }
            className="sm:col-span-2"
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
        )}
        {editing && !changePassword && (
          <div className="sm:col-span-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setChangePassword(true)}>
              <KeyRound /> Change Password
            </Button>
          </div>
        )}
        <FormField
          label="Role"
          error={errors.role?.message}
          hint={editingSelf ? 'You cannot remove your own administrator role.' : undefined}
        >
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={editingSelf}>
                <SelectTrigger aria-label="Role">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="user">User</SelectItem>
                  <SelectItem value="admin">Admin</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <div className="flex items-end">
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="w-full">
                <ActiveCheckbox
                  checked={field.value}
                  onChange={field.onChange}
                  disabled={editingSelf}
                  hint={
                    editingSelf ? 'You cannot deactivate your own account.' : 'Inactive users cannot sign in.'
                  }
                />
              </div>
            )}
          />
        </div>
      </div>
    </FormDialog>
  );
}
