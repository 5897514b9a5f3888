import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Category } from '@amicus/contract/catalogue/schemas';
import { analyzeRecordingBodySchema, type AnalyzeRecordingBody } from '@amicus/contract/recordings/analysis';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/lib/catalogue/get-categories';
import { cn } from '@/lib/cn';

type Input = z.input<typeof analyzeRecordingBodySchema>;

const selectClass = cn(
  'h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'focus-visible:outline-2 focus-visible:outline-ring',
);

type AnalyseFormProps = {
  initial: { country: string; state: string; categoryId: number | null };
  pending: boolean;
  submitLabel: string;
  onSubmit: (body: AnalyzeRecordingBody) => void;
};

/**
 * "Analyse": where the user is (the law searched is that place's) and, optionally, the legal area; the
 * catalogue's areas come from the API. `initial` is the last analysis's place, else the user's last one.
 */
export function AnalyseForm(props: AnalyseFormProps) {
  const categories = useCategories();
  // The form starts once the areas are known, so the area chosen last is one of the options shown.
  if (categories.isPending) return <Skeleton className="h-24 rounded-lg" />;
  return <PlaceForm {...props} areas={categories.data ?? []} areasFailed={categories.isError} />;
}

function PlaceForm({
  initial,
  pending,
  submitLabel,
  onSubmit,
  areas,
  areasFailed,
}: AnalyseFormProps & { areas: Category[]; areasFailed: boolean }) {
  const known = initial.categoryId !== null && areas.some((area) => area.id === initial.categoryId);
  const form = useForm<Input, unknown, AnalyzeRecordingBody>({
    resolver: zodResolver(analyzeRecordingBodySchema),
    defaultValues: {
      country: initial.country,
      state: initial.state,
      categoryId: known ? (initial.categoryId ?? undefined) : undefined,
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-label="Analyse the transcript"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Country" error={errors.country?.message}>
          <Input autoComplete="country-name" placeholder="e.g. United States" {...form.register('country')} />
        </FormField>
        <FormField label="State / Province" error={errors.state?.message}>
          <Input autoComplete="address-level1" placeholder="e.g. California" {...form.register('state')} />
        </FormField>
        <FormField
          label="Legal area (optional)"
          error={errors.categoryId?.message}
          hint={areasFailed ? 'The areas could not be loaded: every area is searched.' : undefined}
        >
          <select
            className={selectClass}
            {...form.register('categoryId', { setValueAs: (value) => (value === '' ? undefined : value) })}
          >
            <option value="">Any area</option>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="text-primary-foreground" /> : <Sparkles />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
