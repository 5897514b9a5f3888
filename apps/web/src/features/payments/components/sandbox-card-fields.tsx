import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import {
  CARD_CVC_MAX_LENGTH,
  CARD_MONTH_MAX_LENGTH,
  CARD_YEAR_MAX_LENGTH,
} from '@amicus/contract/common/constants';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCardNumber, type CardInput } from '../card-entry/sandbox-tokenizer';

export type CardFieldErrors = Partial<Record<keyof CardInput, string>>;

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The century a four-digit year starts with; the two-character field (spec) keeps what follows it. */
const CENTURY = '20';

/**
 * The field's year from what arrived in one change: a four-digit "2029" (autofill, a phone keyboard or a script
 * that sets the value whole, past the maxlength) is the year 29, not "20".
 */
function twoDigitYear(entered: string): string {
  const digits = entered.replace(/\D/g, '');
  return digits.length === 4 && digits.startsWith(CENTURY)
    ? digits.slice(2)
    : digits.slice(0, CARD_YEAR_MAX_LENGTH);
}

/**
 * People often type the year in full. The field holds two characters (spec), so "2030" would stop at "20" and
 * read as an expired 2020: a digit typed after a lone "20", or a pasted "2030", is taken as the four-digit
 * form and leaves "30".
 */
function yearKeyHandlers(year: string, setYear: (next: string) => void) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const { selectionStart, selectionEnd } = event.currentTarget;
      const atEnd = selectionStart === year.length && selectionEnd === year.length;
      if (year === CENTURY && atEnd && /^\d$/.test(event.key)) {
        event.preventDefault();
        setYear(event.key);
      }
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const digits = event.clipboardData.getData('text').replace(/\D/g, '');
      if (digits.length === 4 && digits.startsWith(CENTURY)) {
        event.preventDefault();
        setYear(digits.slice(2));
      }
    },
  };
}

/**
 * Card number, month (2), year (2) and CVC (3) of the built-in sandbox form. These values stay in the browser:
 * they are tokenised locally and never sent.
 */
export function SandboxCardFields({
  value,
  onChange,
  errors,
  disabled,
  idPrefix,
  afterNumber,
}: {
  value: CardInput;
  onChange: (next: CardInput) => void;
  errors: CardFieldErrors;
  disabled?: boolean;
  idPrefix: string;
  /** Fields shown between the number and the expiry (the add-card form's cardholder name, as in the spec). */
  afterNumber?: ReactNode;
}) {
  return (
    <>
      <FormField label="Card Number" error={errors.number} id={`${idPrefix}-number`}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={value.number}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, number: formatCardNumber(e.target.value) })}
        />
      </FormField>
      {afterNumber}
      <div className="grid grid-cols-3 items-start gap-3">
        <FormField label="Month" error={errors.expiryMonth} id={`${idPrefix}-month`}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={CARD_MONTH_MAX_LENGTH}
            value={value.expiryMonth}
            disabled={disabled}
            onChange={(e) =>
              onChange({ ...value, expiryMonth: digitsOnly(e.target.value, CARD_MONTH_MAX_LENGTH) })
            }
          />
        </FormField>
        <FormField label="Year" hint="YY: 30 for 2030" error={errors.expiryYear} id={`${idPrefix}-year`}>
          <Input
            {...yearKeyHandlers(value.expiryYear, (expiryYear) => onChange({ ...value, expiryYear }))}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YY"
            maxLength={CARD_YEAR_MAX_LENGTH}
            value={value.expiryYear}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, expiryYear: twoDigitYear(e.target.value) })}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc} id={`${idPrefix}-cvc`}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={CARD_CVC_MAX_LENGTH}
            value={value.cvc}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, cvc: digitsOnly(e.target.value, CARD_CVC_MAX_LENGTH) })}
          />
        </FormField>
      </div>
    </>
  );
}
