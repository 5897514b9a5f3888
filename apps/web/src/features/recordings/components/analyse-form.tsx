import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Category } from '@amicus/contract/catalogue/schemas';
import { analyzeRecordingBodySchema, type AnalyzeRecordingBody } from '@amicus/contract/recordings/analysis';
import { PlaceFields, placeDefaults, type PlaceInput } from '@/components/place-fields';
import { PriceNote } from '@/components/price-note';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/lib/catalogue/get-categories';

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
  const form = useForm<PlaceInput, unknown, AnalyzeRecordingBody>({
    resolver: zodResolver(analyzeRecordingBodySchema),
    defaultValues: placeDefaults(initial, areas),
  });

  const priceId = useId();
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-label="Analyse the transcript"
    >
      <PlaceFields form={form} areas={areas} areasFailed={areasFailed} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <PriceNote kind="recordingAnalysis" id={priceId} />
        <Button type="submit" disabled={pending} aria-describedby={priceId}>
          {pending ? <Spinner className="text-primary-foreground" /> : <Sparkles />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
