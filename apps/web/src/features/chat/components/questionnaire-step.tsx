import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Info, Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { chatMessages } from '@amicus/contract/chats/messages';
import {
  QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH,
  legalQuestionnaireSchema,
  questionnaireRoles,
  type LegalQuestionnaire,
} from '@amicus/contract/chats/schemas';
import { PlaceSelectFields } from '@/components/place-select-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { withDefaultCountry } from '@/lib/places';
import type { FlowCategory } from '../hooks/chat-flow';

type Input = z.input<typeof legalQuestionnaireSchema>;

const roleText: Record<(typeof questionnaireRoles)[number], { label: string; hint: string }> = {
  plaintiff: { label: 'Plaintiff', hint: 'I am making the claim or complaint' },
  defendant: { label: 'Defendant', hint: 'A claim or complaint is made against me' },
  other: { label: 'Other', hint: 'Witness, relative, or not sure yet' },
};

/** Stage 3, 'Legal Questionnaire': country, state or province, role and description, all required. */
export function QuestionnaireStep({
  category,
  topic,
  initial,
  descriptionShortened = false,
  submitting,
  onBack,
  onSubmit,
}: {
  category: FlowCategory;
  topic: string;
  initial: LegalQuestionnaire;
  /** The description handed in was cut to fit: said under the field until the user submits. */
  descriptionShortened?: boolean;
  submitting: boolean;
  onBack: (values: LegalQuestionnaire) => void;
  onSubmit: (values: LegalQuestionnaire) => void;
}) {
  const form = useForm<Input, unknown, LegalQuestionnaire>({
    resolver: zodResolver(legalQuestionnaireSchema),
    defaultValues: withDefaultCountry(initial),
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  return (
    <section aria-labelledby="questionnaire-heading" className="space-y-6">
      <header className="space-y-1.5">
        <p className="text-sm font-medium text-primary">{category.name}</p>
        <h1
          id="questionnaire-heading"
          tabIndex={-1}
          className="font-serif text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          {chatMessages.questionnaireTitle}
        </h1>
        <p className="text-muted-foreground">
          A few facts let Amicus answer for the law where you live.{' '}
          <span className="text-foreground">Topic: {topic}</span>
        </p>
      </header>

      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <PlaceSelectFields control={form.control} />
        </div>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Your role</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {questionnaireRoles.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-2.5 rounded-lg border bg-card p-3 text-sm transition hover:border-primary/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  role === value && 'border-primary bg-primary/5 ring-2 ring-primary/15',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                  {...form.register('role')}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{roleText[value].label}</span>
                  <span className="text-xs text-muted-foreground">{roleText[value].hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role?.message && (
            <p className="text-sm font-medium text-destructive">{errors.role.message}</p>
          )}
        </fieldset>

        <FormField
          label="Describe your situation"
          error={errors.description?.message}
          hint="What happened, when, who is involved, and what you would like to achieve."
        >
          <Textarea
            rows={6}
            placeholder="For example: I moved out on 1 March and left the flat clean. My landlord has kept the whole deposit and does not answer my messages."
            {...form.register('description')}
          />
        </FormField>
        {descriptionShortened && (
          <p
            role="status"
            data-testid="description-shortened"
            className="-mt-2 flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {`The description was shortened to the ${QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters a chat starts from. Check that what matters most is still in it.`}
          </p>
        )}

        <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => onBack(form.getValues() as LegalQuestionnaire)}>
            <ArrowLeft /> Back
          </Button>
          <Button type="submit" disabled={submitting}>
            <Send /> {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </section>
  );
}
