import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { PlaceNames } from '@/lib/places';
import { PlaceSelect, type PlaceSelectProps } from './place-select';

/**
 * The place picker bound to a react-hook-form form whose fields `country` and `state` hold the names; their
 * messages are the form's (the contract's 'Country is required', 'State is required'). Apart from
 * place-select.tsx, so that the research screen's pickers, which need no form library, do not load one.
 */
export function PlaceSelectFields<T extends FieldValues & PlaceNames, C, O extends FieldValues>({
  control,
  ...props
}: { control: Control<T, C, O> } & Omit<PlaceSelectProps, 'value' | 'onChange' | 'onBlur' | 'errors'>) {
  const country = useController({ control, name: 'country' as FieldPath<T> });
  const state = useController({ control, name: 'state' as FieldPath<T> });
  return (
    <PlaceSelect
      {...props}
      value={{ country: country.field.value as string, state: state.field.value as string }}
      onChange={(next) => {
        if (next.country !== country.field.value) country.field.onChange(next.country);
        if (next.state !== state.field.value) state.field.onChange(next.state);
      }}
      onBlur={(field) => (field === 'country' ? country : state).field.onBlur()}
      errors={{ country: country.fieldState.error?.message, state: state.fieldState.error?.message }}
      countryRef={country.field.ref}
      stateRef={state.field.ref}
    />
  );
}
