import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Category } from '@amicus/contract/catalogue/schemas';
import type { analyzeRecordingBodySchema } from '@amicus/contract/recordings/analysis';
import { FormField } from '@/components/ui/form-field';
import { DEFAULT_COUNTRY } from '@/lib/places';
import { nativeSelectClass } from './place-select';
import { PlaceSelectFields } from './place-select-fields';

/** Where the user is and, optionally, the legal area: the same fields wherever the law of a place is searched. */
export type PlaceInput = z.input<typeof analyzeRecordingBodySchema>;
export type PlaceBody = z.infer<typeof analyzeRecordingBodySchema>;

/** The form's defaults from a place remembered: an area no longer offered is left unchosen. */
export function placeDefaults(
  initial: { country: string; state: string; categoryId: number | null },
  areas: Category[],
): PlaceInput {
  const known = initial.categoryId !== null && areas.some((area) => area.id === initial.categoryId);
  return {
    country: initial.country || DEFAULT_COUNTRY,
    state: initial.state,
    categoryId: known ? (initial.categoryId ?? undefined) : undefined,
  };
}

/**
 * Country, state or province and the optional legal area (a recording's analysis, a document's review). The
 * areas are the catalogue's; when they could not be loaded every area is searched, and the hint says so.
 */
export function PlaceFields({
  form: place,
  areas,
  areasFailed,
}: {
  form: UseFormReturn<PlaceInput, unknown, PlaceBody>;
  areas: Category[];
  areasFailed: boolean;
}) {
  const { errors } = place.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <PlaceSelectFields control={place.control} />
      <FormField
        label="Legal area (optional)"
        error={errors.categoryId?.message}
        hint={areasFailed ? 'The areas could not be loaded: every area is searched.' : undefined}
      >
        <select
          className={nativeSelectClass}
          {...place.register('categoryId', { setValueAs: (value) => (value === '' ? undefined : value) })}
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
  );
}
