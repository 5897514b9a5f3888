import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { nameSchema, usernameSchema } from '@amicus/contract/auth/schemas';
import { NAME_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@amicus/contract/common/constants';
import { messages } from '@amicus/contract/common/messages';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, assetUrl, errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import { readImageFile } from './read-image-file';

const m = messages.profile;

/**
 * Name and username need at least 2 characters (even when empty, so the message names the rule),
 * then the contract's own limits; the e-mail is shown, checked, never changed.
 */
const schema = z.object({
  name: z.string().trim().min(NAME_MIN_LENGTH, { error: m.nameMin }).pipe(nameSchema),
  email: z.email({ error: m.invalidEmail }),
  username: z.string().trim().min(USERNAME_MIN_LENGTH, { error: m.usernameMin }).pipe(usernameSchema),
});
type Values = z.infer<typeof schema>;
const fields = ['name', 'username'] as const;

/** undefined: unchanged; null: removed; a string: a newly chosen image as a data URL. */
type ImageChange = string | null | undefined;

export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const [image, setImage] = useState<ImageChange>(undefined);
  const [imageError, setImageError] = useState<string>();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    // Follows the server's copy of the user; fields being edited keep what was typed.
    values: { name: user.name, email: user.email, username: user.username },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const typedName = useWatch({ control: form.control, name: 'name' });
  const preview = image === undefined ? assetUrl(user.profileImage) : (image ?? undefined);

  const pick = async (file: File) => {
    const read = await readImageFile(file);
    if ('error' in read) {
      setImageError(read.error);
      return;
    }
    setImageError(undefined);
    setImage(read.dataUrl);
  };

  const onSubmit = form.handleSubmit(async ({ name, email, username }) => {
    try {
      await update.mutateAsync({
        name,
        email,
        username,
        ...(image === undefined ? {} : { profileImage: image }),
      });
      setImage(undefined);
      form.reset({ name, email, username });
      toast.success(m.updateSuccess);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const fieldError of error.errors) {
          if ((fields as readonly string[]).includes(fieldError.path))
            form.setError(fieldError.path as (typeof fields)[number], { message: fieldError.message });
          if (fieldError.path === 'profileImage') setImageError(fieldError.message);
        }
      }
      toast.error(errorMessage(error, m.updateFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <AvatarPicker
        name={typedName || user.name}
        src={preview}
        error={imageError}
        disabled={update.isPending}
        onPick={(file) => void pick(file)}
        onRemove={() => {
          setImageError(undefined);
          setImage(user.profileImage ? null : undefined);
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username')}
          />
        </FormField>
        <FormField
          label="Email"
          error={errors.email?.message}
          hint={
            <span className="inline-flex items-center gap-1.5">
              <Lock className="size-3" aria-hidden /> {m.emailCannotChange}
            </span>
          }
          className="sm:col-span-2"
        >
          {/* Not registered: a disabled registered field would drop out of the submitted values. */}
          <Input
            type="email"
            value={user.email}
            disabled
            readOnly
            className="bg-muted text-foreground/80 disabled:cursor-default disabled:opacity-100"
          />
        </FormField>
      </div>
      <div className="flex justify-end border-t pt-5">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? m.savingChanges : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
