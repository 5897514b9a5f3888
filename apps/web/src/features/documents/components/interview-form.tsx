import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import {
  isShown,
  type AnswerValue,
  type TemplateField,
  type TemplateSummary,
} from '@amicus/contract/documents/templates';
import { FormAlert } from '@/components/form-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlaceSelect } from '@/components/place-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { DEFAULT_COUNTRY } from '@/lib/places';
import { useSaveAnswers } from '../api/documents-api';
import { documentLabels as l } from './document-labels';

const inputType: Partial<Record<TemplateField['type'], string>> = {
  date: 'date',
  email: 'email',
  phone: 'tel',
};

const text = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');

/** One question, as its type asks: a yes-no is two radios, a select a native list (keyboard and phones). */
function FieldInput({
  field,
  value,
  onChange,
  ...control
}: {
  field: TemplateField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** What FormField gives the control: its id, aria-invalid and aria-describedby. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  if (field.type === 'yes-no')
    return (
      <div role="radiogroup" aria-label={field.label} className="flex gap-6" {...control}>
        {[true, false].map((choice) => (
          <label key={String(choice)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={field.id}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="size-4 accent-primary"
            />
            {choice ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    );
  if (field.type === 'select')
    return (
      <select
        {...control}
        value={text(value)}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
      >
        <option value="">Choose…</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  if (field.type === 'textarea' || field.type === 'address')
    return (
      <Textarea
        {...control}
        value={text(value)}
        rows={field.type === 'address' ? 3 : 5}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <Input
      {...control}
      type={inputType[field.type] ?? 'text'}
      inputMode={field.type === 'money' ? 'decimal' : undefined}
      value={text(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The questions of the user's place (ids `country` and `state`, asked as text) are chosen from ISO 3166's lists
 * together, the state's list following the country.
 */
function placeFieldsOf(fields: TemplateField[]) {
  const country = fields.find((field) => field.id === 'country' && field.type === 'text');
  const state = fields.find((field) => field.id === 'state' && field.type === 'text');
  return country && state ? { country, state } : null;
}

/** A question's label: "(optional)" when it is, and a badge when its answer came from the chat. */
function FieldLabel({ field, document }: { field: TemplateField; document: AmicusDocument }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {field.label}
      {!field.required && <span className="font-normal text-muted-foreground">(optional)</span>}
      {document.answers[field.id]?.confirmed === false && (
        <Badge variant="outline" data-testid="prefilled">
          From your chat
        </Badge>
      )}
    </span>
  );
}

/**
 * One question group of the interview. Saving it (Next) also confirms what was filled in from the chat; the
 * server checks each answer and its messages are shown beside the questions.
 */
export function InterviewForm({
  document,
  template,
  groupId,
  editing = null,
  onGroup,
  onDone,
}: {
  document: AmicusDocument;
  template: TemplateSummary;
  groupId: string;
  /** The question an Edit link of the review came back to: focused, and saving returns to the review. */
  editing?: string | null;
  onGroup: (groupId: string) => void;
  onDone: () => void;
}) {
  const group = template.groups.find((g) => g.id === groupId)!;
  const [values, setValues] = useState<Record<string, AnswerValue>>(() =>
    Object.fromEntries(Object.entries(document.answers).map(([id, answer]) => [id, answer.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!editing) return;
    const control = form.current?.querySelector<HTMLElement>(`#field-${CSS.escape(editing)}`);
    const target = control?.matches('input, select, textarea')
      ? control
      : (control ?? form.current)?.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  }, [editing, groupId]);
  const save = useSaveAnswers(document.id);
  const visible = document.visibleGroups;
  const index = visible.indexOf(groupId);
  const valueOf = (id: string) => values[id];
  const fields = group.fields.filter((field) => isShown(field.showIf, valueOf));
  const prefilled = fields.some((field) => document.answers[field.id]?.confirmed === false);
  const place = placeFieldsOf(fields);
  // The country picker starts at the default country: what it shows is what is saved.
  const shown = place && !values.country ? { ...values, country: DEFAULT_COUNTRY } : values;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answers = Object.fromEntries(
      fields.filter((field) => shown[field.id] !== undefined).map((field) => [field.id, shown[field.id]!]),
    );
    save.mutate(
      { groupId, answers },
      {
        onSuccess: (saved) => {
          setErrors({});
          const after = saved.visibleGroups[saved.visibleGroups.indexOf(groupId) + 1];
          // Back to the review after an edit, unless the edit opened a question still to answer.
          if (editing && saved.nextGroup === null) onDone();
          else if (after) onGroup(after);
          else onDone();
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError
              ? Object.fromEntries(error.errors.map((e) => [e.path.replace(/^answers\./, ''), e.message]))
              : {},
          ),
      },
    );
  };

  return (
    <Card>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <CardHeader className="gap-1.5">
          <p className="text-sm text-muted-foreground">
            Step {index + 1} of {visible.length}
          </p>
          <CardTitle asChild className="text-xl">
            <h2>{group.title}</h2>
          </CardTitle>
          {group.intro && <CardDescription>{group.intro}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-5">
          {save.error && <FormAlert message={errorMessage(save.error, l.saveFailed)} />}
          {fields.map((field) => {
            if (place && field === place.state) return null;
            if (place && field === place.country)
              return (
                <PlaceSelect
                  key={field.id}
                  value={{ country: text(shown.country), state: text(shown.state) }}
                  onChange={(next) => setValues((previous) => ({ ...previous, ...next }))}
                  countryLabel={<FieldLabel field={place.country} document={document} />}
                  stateLabel={<FieldLabel field={place.state} document={document} />}
                  errors={{ country: errors.country, state: errors.state }}
                />
              );
            return (
              <FormField
                key={field.id}
                id={`field-${field.id}`}
                label={<FieldLabel field={field} document={document} />}
                hint={field.help}
                error={errors[field.id]}
              >
                <FieldInput
                  field={field}
                  value={values[field.id]}
                  onChange={(value) => setValues((previous) => ({ ...previous, [field.id]: value }))}
                />
              </FormField>
            );
          })}
          {prefilled && <p className="text-sm text-muted-foreground">{l.prefilled}</p>}
          <div className="flex flex-wrap justify-between gap-3 pt-2">
            <Button
              type="button"
              variant="outline"
              disabled={index <= 0}
              onClick={() => onGroup(visible[index - 1]!)}
            >
              <ArrowLeft /> Back
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {prefilled ? 'Confirm and continue' : 'Next'} <ArrowRight />
            </Button>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}
