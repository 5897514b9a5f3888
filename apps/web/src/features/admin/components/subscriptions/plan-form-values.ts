import { z } from 'zod';
import type { CreatePlanBody, Plan } from '@amicus/contract/plans/schemas';
import { planMessages } from '@amicus/contract/plans/messages';

/**
 * The plan form and its creditAmount rule: the table shows creditAmount raw, and the edit form divides it by
 * 100. The stored value is the number of credits the plan grants, and the table shows it as it is. The form
 * shows it divided by 100 (hundreds of credits) and multiplies by 100 on save, so opening and saving a plan
 * never changes its credits; a live hint under the field shows the credits it stands for.
 * The price works the same way: cents stored, dollars in the form.
 */
export const CREDIT_FORM_FACTOR = 100;

const decimal = (message: string) =>
  z
    .string()
    .trim()
    .min(1, { error: message })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), { error: message });

export const planFormSchema = z.object({
  name: z.string().trim().min(1, { error: planMessages.nameRequired }).max(100),
  description: z.string().trim().max(1000),
  price: decimal(planMessages.priceRequired),
  creditAmount: decimal(planMessages.creditAmountRequired),
  interval: z.enum(['month', 'year']),
  /** Entitlement: subscribers' jobs go ahead in the queue ("Priority response"). */
  priority: z.boolean(),
  isActive: z.boolean(),
});
export type PlanFormValues = z.infer<typeof planFormSchema>;

/** 2.5 → "2.5", 3 → "3": the shortest exact text of a value with at most two decimals. */
const asText = (value: number) => String(Math.round(value * 100) / 100);

export function planToForm(plan: Plan | undefined): { values: PlanFormValues; features: string[] } {
  if (!plan)
    return {
      values: {
        name: '',
        description: '',
        price: '',
        creditAmount: '',
        interval: 'month',
        priority: false,
        isActive: true,
      },
      features: [''],
    };
  return {
    values: {
      name: plan.name,
      description: plan.description,
      price: asText(plan.price / 100),
      creditAmount: asText(plan.creditAmount / CREDIT_FORM_FACTOR),
      interval: plan.interval,
      priority: plan.entitlements.priority,
      isActive: plan.status,
    },
    features: withTrailingEmptyRow(plan.features),
  };
}

/** Credits a form value stands for: "2.5" → 250. */
export function creditsOf(formValue: string): number | null {
  return /^\d+(\.\d{1,2})?$/.test(formValue.trim())
    ? Math.round(Number(formValue) * CREDIT_FORM_FACTOR)
    : null;
}

export function formToBody(values: PlanFormValues, features: string[]): Required<CreatePlanBody> {
  return {
    name: values.name,
    description: values.description,
    price: Math.round(Number(values.price) * 100),
    creditAmount: creditsOf(values.creditAmount) ?? 0,
    interval: values.interval,
    // Empty feature rows are dropped on save.
    features: features.map((f) => f.trim()).filter(Boolean),
    entitlements: { priority: values.priority },
    isActive: values.isActive,
  };
}

/** The feature list always ends with one empty row to type the next feature into. */
export function withTrailingEmptyRow(features: string[]): string[] {
  const kept = [...features];
  while (kept.length > 1 && kept[kept.length - 1] === '' && kept[kept.length - 2] === '') kept.pop();
  return kept.length === 0 || kept[kept.length - 1] !== '' ? [...kept, ''] : kept;
}
