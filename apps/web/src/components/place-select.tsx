import { useMemo, type ReactNode, type Ref } from 'react';
import { COUNTRIES } from '@amicus/contract/places/places';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { countryCodeOf, subdivisionChoices, type PlaceNames } from '@/lib/places';

export const nativeSelectClass = cn(
  'h-10 w-full min-w-0 cursor-pointer rounded-md border border-input bg-background px-3 text-sm shadow-xs',
  'focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive',
);

const countryNames = new Set(COUNTRIES.map((country) => country.name));

export type PlaceSelectProps = {
  value: PlaceNames;
  onChange: (next: PlaceNames) => void;
  onBlur?: (field: keyof PlaceNames) => void;
  errors?: { country?: string; state?: string };
  countryLabel?: ReactNode;
  stateLabel?: ReactNode;
  /** The empty first choice of country, when it means "anywhere" ("All jurisdictions") rather than "Choose…". */
  anyCountry?: string;
  /**
   * An empty first choice of state that means "the country as a whole": the state is optional, and a country
   * ISO lists no states for has no state field. Without it the state is required, typed where there is no list.
   */
  anyState?: string;
  /** Classes of each field's wrapper, so the parent grid lays them out. */
  fieldClassName?: string;
  countryRef?: Ref<HTMLSelectElement>;
  stateRef?: Ref<HTMLSelectElement | HTMLInputElement>;
};

/**
 * Country and state or province, chosen from ISO 3166's lists (native selects: the keyboard's type-ahead and
 * a phone's own picker work on 249 countries). The values are names, as the API takes them. A place saved
 * earlier as free text that is not in the list ("Washington DC") stays chosen, as typed, until another is
 * picked; a country with no states in ISO's list gets a text field for its state.
 */
export function PlaceSelect({
  value,
  onChange,
  onBlur,
  errors = {},
  countryLabel = 'Country',
  stateLabel = 'State / Province',
  anyCountry,
  anyState,
  fieldClassName,
  countryRef,
  stateRef,
}: PlaceSelectProps) {
  const code = useMemo(() => countryCodeOf(value.country), [value.country]);
  const states = useMemo(() => (code ? subdivisionChoices(code) : []), [code]);
  const typedCountry = value.country !== '' && !countryNames.has(value.country);
  const typedState = value.state !== '' && !states.some((state) => state.name === value.state);

  const chooseCountry = (country: string) => {
    // A state keeps only where the new country lists it (an old "USA" + "Ohio" chosen again as United States).
    const next = countryCodeOf(country);
    const kept = next && subdivisionChoices(next).some((state) => state.name === value.state);
    onChange({ country, state: kept ? value.state : '' });
  };

  return (
    <>
      <FormField label={countryLabel} error={errors.country} className={fieldClassName}>
        <select
          ref={countryRef}
          className={nativeSelectClass}
          autoComplete="country-name"
          value={value.country}
          onChange={(event) => chooseCountry(event.target.value)}
          onBlur={() => onBlur?.('country')}
        >
          <option value="">{anyCountry ?? 'Choose a country'}</option>
          {typedCountry && <option value={value.country}>{value.country}</option>}
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.name}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      {states.length > 0 ? (
        <FormField label={stateLabel} error={errors.state} className={fieldClassName}>
          <select
            ref={stateRef as Ref<HTMLSelectElement>}
            className={nativeSelectClass}
            autoComplete="address-level1"
            value={value.state}
            onChange={(event) => onChange({ country: value.country, state: event.target.value })}
            onBlur={() => onBlur?.('state')}
          >
            <option value="">{anyState ?? 'Choose a state or province'}</option>
            {typedState && <option value={value.state}>{value.state}</option>}
            {states.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
        </FormField>
      ) : (
        anyState === undefined && (
          <FormField label={stateLabel} error={errors.state} className={fieldClassName}>
            <Input
              ref={stateRef as Ref<HTMLInputElement>}
              autoComplete="address-level1"
              value={value.state}
              onChange={(event) => onChange({ country: value.country, state: event.target.value })}
              onBlur={() => onBlur?.('state')}
            />
          </FormField>
        )
      )}
    </>
  );
}
