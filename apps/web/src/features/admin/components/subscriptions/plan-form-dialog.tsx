import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { Plan } from '@amicus/contract/plans/schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreatePlan } from '../../api/plans/create-plan';
import { useUpdatePlan } from '../../api/plans/update-plan';
import { ActiveCheckbox } from '../active-checkbox';
import { FormDialog, showFieldErrors } from '../form-dialog';
import { FeatureRows } from './feature-rows';
import { creditsOf, formToBody, planFormSchema, planToForm, type PlanFormValues } from './plan-form-values';

const m = adminMessages.subscriptions;
const fieldNames = ['name', 'description', 'price', 'creditAmount'] as const;

/** 'Create Subscription Plan' / 'Edit Subscription Plan'. */
export function PlanFormDialog({
  open,
  onOpenChange,
  plan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan?: Plan;
}) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const pending = create.isPending || update.isPending;
  // The tab mounts a fresh dialog for each opening (a new key), so the fields start from the plan each time.
  const [initial] = useState(() => planToForm(plan));
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: initial.values,
  });
  const [features, setFeatures] = useState<string[]>(initial.features);
  const errors = form.formState.errors;
  const credits = creditsOf(useWatch({ control: form.control, name: 'creditAmount' }) ?? '');

  const onSubmit = form.handleSubmit(async (values) => {
    const body = formToBody(values, features);
    try {
      if (plan) await update.mutateAsync({ id: plan.id, body });
      else await create.mutateAsync(body);
      toast.success(plan ? m.planUpdated : m.planCreated);
      onOpenChange(false);
    } catch (error) {
      showFieldErrors(form, error, fieldNames);
      toast.error(errorMessage(error, m.planSaveFailed));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={plan ? m.editPlanTitle : m.createPlanTitle}
      submitLabel={plan ? 'Save Changes' : 'Create Plan'}
      onSubmit={onSubmit}
      wide
      description="Prices are in US dollars; each purchase and renewal grants the credits."
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={2} className="min-h-16" {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Price (USD)" error={errors.price?.message} className="content-start">
          <Input inputMode="decimal" placeholder="29.99" {...form.register('price')} />
        </FormField>
        <FormField
          label="Credit Amount (× 100)"
          error={errors.creditAmount?.message}
          className="content-start"
          hint={credits !== null ? `= ${credits.toLocaleString('en-US')} credits` : 'In hundreds of credits'}
        >
          <Input inputMode="decimal" placeholder="5" {...form.register('creditAmount')} />
        </FormField>
        <FormField label="Interval" className="content-start">
          <Controller
            control={form.control}
            name="interval"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-label="Interval">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="month">Monthly</SelectItem>
                  <SelectItem value="year">Yearly</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FeatureRows features={features} onChange={setFeatures} />
      <Controller
        control={form.control}
        name="priority"
        render={({ field }) => (
          <ActiveCheckbox
            label="Priority response"
            checked={field.value ?? false}
            onChange={field.onChange}
            hint="Subscribers' analyses, reviews, drafts and transcriptions go ahead of others' in the queue."
          />
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <ActiveCheckbox
            checked={field.value ?? true}
            onChange={field.onChange}
            hint="Inactive plans are not offered to users."
          />
        )}
      />
    </FormDialog>
  );
}
