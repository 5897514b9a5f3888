import { useState, type FormEvent } from 'react';
import { paymentMessages as m } from '@amicus/contract/payments/messages';
import type { PaymentConfig } from '@amicus/contract/payments/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPrice } from '@/lib/format-money';
import { useSessionStore } from '@/lib/session-store';
import { billingContactOf } from '../card-entry/billing-contact';
import { tokenizeSandboxCard, type CardInput } from '../card-entry/sandbox-tokenizer';
import { useSquareCard } from '../card-entry/use-square-card';
import { SandboxCardFields, type CardFieldErrors } from './sandbox-card-fields';
import { ChargedOnceNote, SecureNote } from './secure-note';
import { SquareCardElement } from './square-card-element';

type Props = {
  amountCents: number;
  busy: boolean;
  onToken: (token: string) => void;
};

const emptyCard: CardInput = { number: '', expiryMonth: '', expiryYear: '', cvc: '' };

function PayButton({
  amountCents,
  busy,
  disabled,
}: {
  amountCents: number;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      {busy ? m.processing : m.pay(formatPrice(amountCents))}
    </Button>
  );
}

/** The built-in sandbox form: the test cards become Square's sandbox tokens right here in the browser. */
function SandboxCardPayment({ amountCents, busy, onToken }: Props) {
  const [card, setCard] = useState(emptyCard);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<CardFieldErrors & { name?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || Object.values(card).some((v) => !v.trim())) {
      setErrors({ form: m.fillAllFields });
      return;
    }
    const result = tokenizeSandboxCard(card);
    if (!result.ok) {
      setErrors({ [result.field]: result.message });
      return;
    }
    setErrors({});
    onToken(result.token);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Pay by card">
      <FormAlert message={errors.form} />
      <FormField label="Cardholder Name" error={errors.name} id="pay-cardholder">
        <Input
          autoComplete="cc-name"
          value={name}
          disabled={busy}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <SandboxCardFields idPrefix="pay" value={card} onChange={setCard} errors={errors} disabled={busy} />
      <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">{m.testCardHint}</p>
      <PayButton amountCents={amountCents} busy={busy} />
      <ChargedOnceNote />
      <SecureNote sandbox />
    </form>
  );
}

/** Square's card form, loaded from Square's CDN with the server's application and location ids. */
function SquareCardPayment({ amountCents, busy, onToken, config }: Props & { config: PaymentConfig }) {
  const square = useSquareCard(config);
  const user = useSessionStore((s) => s.user);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await square.tokenize({ intent: 'CHARGE', amountCents }, billingContactOf(user));
    if (!result.ok) return setError(result.message);
    setError(undefined);
    onToken(result.token);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Pay by card">
      <FormAlert message={square.initError ?? error} />
      <SquareCardElement containerRef={square.containerRef} state={square.state} />
      <PayButton amountCents={amountCents} busy={busy} disabled={square.state !== 'ready'} />
      <ChargedOnceNote />
      <SecureNote sandbox={false} />
    </form>
  );
}

/** The 'Card' tab: one card payment with whichever form the configured provider uses. */
export function CardPaymentForm({ config, ...props }: Props & { config: PaymentConfig }) {
  return config.provider === 'square' ? (
    <SquareCardPayment {...props} config={config} />
  ) : (
    <SandboxCardPayment {...props} />
  );
}
