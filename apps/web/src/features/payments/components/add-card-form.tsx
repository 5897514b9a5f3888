import { useState, type FormEvent, type ReactNode } from 'react';
import { paymentMessages as m } from '@amicus/contract/payments/messages';
import type { PaymentConfig, SavedCard } from '@amicus/contract/payments/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { useAddCard } from '../api/add-card';
import { billingContactOf } from '../card-entry/billing-contact';
import { tokenizeSandboxCard, type CardInput } from '../card-entry/sandbox-tokenizer';
import { useSquareCard } from '../card-entry/use-square-card';
import { SandboxCardFields, type CardFieldErrors } from './sandbox-card-fields';
import { SecureNote } from './secure-note';
import { SquareCardElement } from './square-card-element';

type Errors = CardFieldErrors & { cardholderName?: string; billingAddress?: string; form?: string };
type Props = {
  config: PaymentConfig;
  onAdded: (card: SavedCard) => void;
  /** The main action of the tab (no saved card yet), or a secondary one below the list. */
  primary?: boolean;
};

const emptyCard: CardInput = { number: '', expiryMonth: '', expiryYear: '', cvc: '' };

/** Server field errors go on their fields; anything else above the form. */
function toErrors(error: unknown): Errors {
  if (error instanceof ApiError && error.errors.length > 0) {
    const out: Record<string, string> = {};
    for (const e of error.errors) out[e.path || 'form'] = e.message;
    return out;
  }
  return { form: errorMessage(error, m.failedFallback) };
}

/** The fields every provider's add-card form has, the saving and its messages. */
function useCardDetails(onAdded: Props['onAdded']) {
  const add = useAddCard();
  const [cardholderName, setCardholderName] = useState('');
  const [billingAddress, setBillingAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const missing = () => !cardholderName.trim() || !billingAddress.trim();

  const save = async (token: {
    sourceId: string;
    expiryMonth: string | number;
    expiryYear: string | number;
  }) => {
    try {
      const { data } = await add.mutateAsync({ ...token, cardholderName, billingAddress });
      toast.success(m.cardAdded);
      setErrors({});
      onAdded(data);
    } catch (error) {
      setErrors(toErrors(error));
    }
  };

  const nameField = (
    <FormField label="Cardholder Name" error={errors.cardholderName} id="new-card-name">
      <Input
        autoComplete="cc-name"
        value={cardholderName}
        disabled={add.isPending}
        onChange={(e) => setCardholderName(e.target.value)}
      />
    </FormField>
  );
  const addressField = (
    <FormField label="Billing Address" error={errors.billingAddress} id="new-card-address">
      <Input
        autoComplete="street-address"
        placeholder="Street, city, postal code, country"
        value={billingAddress}
        disabled={add.isPending}
        onChange={(e) => setBillingAddress(e.target.value)}
      />
    </FormField>
  );
  return { busy: add.isPending, errors, setErrors, missing, save, cardholderName, nameField, addressField };
}

function FormShell({
  onSubmit,
  busy,
  alert,
  sandbox,
  primary,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  alert?: string;
  sandbox: boolean;
  primary?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add a new card">
      <FormAlert message={alert} />
      {children}
      <Button type="submit" variant={primary ? 'default' : 'outline'} className="w-full" disabled={busy}>
        {busy ? m.adding : m.addCard}
      </Button>
      <SecureNote sandbox={sandbox} />
    </form>
  );
}

/**
 * The add-card form: card number, cardholder name, month (2), year (2), CVC (3) and billing
 * address, all required. The number and CVC are tokenised here and never sent.
 */
function SandboxAddCardForm({ onAdded, primary }: Props) {
  const details = useCardDetails(onAdded);
  const [card, setCard] = useState(emptyCard);

  const submit = () => {
    if (details.missing() || Object.values(card).some((v) => !v.trim()))
      return details.setErrors({ form: m.fillAllFields });
    const result = tokenizeSandboxCard(card);
    if (!result.ok) return details.setErrors({ [result.field]: result.message });
    void details.save({ sourceId: result.token, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
  };

  return (
    <FormShell onSubmit={submit} busy={details.busy} alert={details.errors.form} sandbox primary={primary}>
      <SandboxCardFields
        idPrefix="new-card"
        value={card}
        onChange={setCard}
        errors={details.errors}
        disabled={details.busy}
        afterNumber={details.nameField}
      />
      {details.addressField}
    </FormShell>
  );
}

/** With Square, its card element takes the number, expiry and CVC; the expiry comes back with the token. */
function SquareAddCardForm({ config, onAdded, primary }: Props) {
  const details = useCardDetails(onAdded);
  const square = useSquareCard(config);
  const user = useSessionStore((s) => s.user);

  const submit = async () => {
    if (details.missing()) return details.setErrors({ form: m.fillAllFields });
    const result = await square.tokenize({ intent: 'STORE' }, billingContactOf(user, details.cardholderName));
    if (!result.ok) return details.setErrors({ form: result.message });
    if (!result.expMonth || !result.expYear) return details.setErrors({ form: m.sdkNotReady });
    await details.save({ sourceId: result.token, expiryMonth: result.expMonth, expiryYear: result.expYear });
  };

  return (
    <FormShell
      onSubmit={() => void submit()}
      busy={details.busy}
      alert={square.initError ?? details.errors.form}
      sandbox={false}
      primary={primary}
    >
      <SquareCardElement containerRef={square.containerRef} state={square.state} />
      {details.nameField}
      {details.addressField}
    </FormShell>
  );
}

export function AddCardForm(props: Props) {
  return props.config.provider === 'square' ? (
    <SquareAddCardForm {...props} />
  ) : (
    <SandboxAddCardForm {...props} />
  );
}
