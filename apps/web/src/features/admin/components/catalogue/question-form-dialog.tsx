import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '@amicus/contract/admin/messages';
import { questionBodySchema, type Category, type Question } from '@amicus/contract/catalogue/schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateQuestion } from '../../api/catalogue/create-question';
import { useUpdateQuestion } from '../../api/catalogue/update-question';
import { ActiveCheckbox } from '../active-checkbox';
import { FormDialog, showFieldErrors } from '../form-dialog';

const m = adminMessages.questions;
const schema = questionBodySchema.extend({
  // The select holds the id as text; none chosen is 'Please select a category'.
  categoryId: z.string({ error: m.selectCategory }).min(1, { error: m.selectCategory }),
  isActive: z.boolean(),
});
type Values = z.input<typeof schema>;

/** Add or edit a suggested question. On create the first category is preselected. */
export function QuestionFormDialog({
  open,
  onOpenChange,
  question,
  categories,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question?: Question;
  /** Called with the saved question, so the list can show it. */
  onSaved?: (saved: Question) => void;
  categories: Category[];
}) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const errors = form.formState.errors;
  const noCategories = categories.length === 0;

  useEffect(() => {
    if (!open) return;
    form.reset(
      question
        ? {
            title: question.title,
            content: question.content,
            categoryId: String(question.category.id),
            isActive: question.status,
          }
        : {
            title: '',
            content: '',
            categoryId: categories[0] ? String(categories[0].id) : '',
            isActive: true,
          },
    );
    // Categories arriving later must not wipe what is being typed; only opening the dialog resets it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, question, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      title: values.title,
      content: values.content,
      categoryId: Number(values.categoryId),
      isActive: values.isActive,
    };
    try {
      const saved = question
        ? await update.mutateAsync({ id: question.id, body })
        : await create.mutateAsync(body);
      toast.success(question ? m.updated : m.created);
      onOpenChange(false);
      onSaved?.(saved.data);
    } catch (error) {
      showFieldErrors(form, error, ['title', 'content', 'categoryId']);
      toast.error(errorMessage(error, question ? m.updateFailed : m.createFailed));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={question ? 'Edit Question' : 'Add Question'}
      description="Suggested topics shown after a user picks a category."
      submitLabel={question ? 'Save Changes' : 'Add Question'}
      onSubmit={onSubmit}
      wide
      submitDisabled={noCategories}
    >
      <FormField label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label="Content" error={errors.content?.message}>
        <Textarea rows={4} {...form.register('content')} />
      </FormField>
      <FormField
        label="Category"
        error={errors.categoryId?.message ?? (noCategories ? 'Add a category first.' : undefined)}
      >
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange} disabled={noCategories}>
              <SelectTrigger aria-label="Category">
                <SelectValue placeholder="Select a category" />
              </SelectTrigger>
              <SelectContent>
                {categories.map((c) => (
                  <SelectItem key={c.id} value={String(c.id)}>
                    {c.name}
                    {c.status ? '' : ' (inactive)'}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <ActiveCheckbox
            checked={field.value ?? true}
            onChange={field.onChange}
            hint="Inactive questions are hidden from users."
          />
        )}
      />
    </FormDialog>
  );
}
