import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '@amicus/contract/admin/messages';
import { categoryBodySchema, type Category } from '@amicus/contract/catalogue/schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../../api/catalogue/create-category';
import { useUpdateCategory } from '../../api/catalogue/update-category';
import { ActiveCheckbox } from '../active-checkbox';
import { FormDialog, showFieldErrors } from '../form-dialog';

const m = adminMessages.categories;
const schema = categoryBodySchema.extend({ isActive: z.boolean() });
type Values = z.input<typeof schema>;

/** Add or edit a category: name and description required. */
export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: Category;
  /** Called with the saved category, so the list can show it. */
  onSaved?: (saved: Category) => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const errors = form.formState.errors;

  useEffect(() => {
    if (open)
      form.reset(
        category
          ? { name: category.name, description: category.description, isActive: category.status }
          : { name: '', description: '', isActive: true },
      );
  }, [open, category, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { name: values.name, description: values.description, isActive: values.isActive };
    try {
      const saved = category
        ? await update.mutateAsync({ id: category.id, body })
        : await create.mutateAsync(body);
      toast.success(category ? m.updated : m.created);
      onOpenChange(false);
      onSaved?.(saved.data);
    } catch (error) {
      showFieldErrors(form, error, ['name', 'description']);
      toast.error(errorMessage(error, category ? m.updateFailed : m.createFailed));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={category ? 'Edit Category' : 'Add Category'}
      description="Legal areas users pick from when they start a chat."
      submitLabel={category ? 'Save Changes' : 'Add Category'}
      onSubmit={onSubmit}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <ActiveCheckbox
            checked={field.value ?? true}
            onChange={field.onChange}
            hint="Inactive categories are hidden from users."
          />
        )}
      />
    </FormDialog>
  );
}
