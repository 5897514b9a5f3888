import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '@amicus/contract/admin/messages';
import { categoryBodySchema, type Category } from '@amicus/contract/catalogue/schemas';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../../api/catalogue/create-category';
import { useUpdateCategory } from '../../api/catalogue/update-category';
import { ActiveCheckbox } from '../active-checkbox';

const m = adminMessages.categories;
const schema = categoryBodySchema.extend({ isActive: z.boolean() });
type Values = z.input<typeof schema>;

/** Add or edit a category: name and description required (spec section 5). */
export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: Category;
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
      if (category) {
        await update.mutateAsync({ id: category.id, body });
        toast.success(m.updated);
      } else {
        await create.mutateAsync(body);
        toast.success(m.created);
      }
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError)
        for (const e of error.errors)
          if (e.path === 'name' || e.path === 'description') form.setError(e.path, { message: e.message });
      toast.error(errorMessage(error, category ? m.updateFailed : m.createFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Edit Category' : 'Add Category'}</DialogTitle>
          <DialogDescription>Legal areas users pick from when they start a chat.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : category ? 'Save Changes' : 'Add Category'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
