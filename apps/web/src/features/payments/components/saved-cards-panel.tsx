import { Plus } from 'lucide-react';
import { useState } from 'react';
import { paymentMessages as m } from '@amicus/contract/payments/messages';
import { savedCardSourceId, type PaymentConfig } from '@amicus/contract/payments/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format-money';
import { useRemoveCard } from '../api/remove-card';
import { useSavedCards } from '../api/get-saved-cards';
import { AddCardForm } from './add-card-form';
import { SavedCardOption } from './saved-card-option';

/** The 'Saved Cards' tab: pick a card and pay with it, or add one (which is then picked). */
export function SavedCardsPanel({
  config,
  amountCents,
  busy,
  onPay,
}: {
  config: PaymentConfig;
  amountCents: number;
  busy: boolean;
  onPay: (sourceId: string) => void;
}) {
  const cards = useSavedCards();
  const remove = useRemoveCard();
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];
  // The chosen card while it exists, else the newest.
  const selected = list.find((c) => c.id === chosen)?.id ?? list[0]?.id ?? null;
  const showForm = adding || (cards.isSuccess && list.length === 0);

  const removeCard = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(m.cardRemoved);
    } catch (error) {
      toast.error(errorMessage(error, m.failedFallback));
    }
  };

  return (
    <div className="space-y-5">
      {cards.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : cards.isError ? (
        <FormAlert message={errorMessage(cards.error, m.failedFallback)} />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {m.noSavedCards}
        </p>
      ) : (
        <div className="space-y-3">
          <ul className="space-y-2" role="radiogroup" aria-label="Saved cards">
            {list.map((card) => (
              <SavedCardOption
                key={card.id}
                card={card}
                selected={card.id === selected}
                onSelect={() => setChosen(card.id)}
                onRemove={() => void removeCard(card.id)}
                disabled={busy || remove.isPending}
              />
            ))}
          </ul>
          <Button
            size="lg"
            className="w-full"
            disabled={busy || selected === null}
            onClick={() => selected !== null && onPay(savedCardSourceId(selected))}
          >
            {busy ? m.processing : `${m.pay(formatPrice(amountCents))} with this card`}
          </Button>
        </div>
      )}

      <Separator />
      {showForm ? (
        <section aria-labelledby="add-card-title" className="space-y-4">
          <div className="flex items-center justify-between gap-2">
            <h3 id="add-card-title" className="text-sm font-semibold">
              {m.addNewCard}
            </h3>
            {list.length > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            )}
          </div>
          <AddCardForm
            config={config}
            primary={list.length === 0}
            onAdded={(card) => {
              setChosen(card.id);
              setAdding(false);
            }}
          />
        </section>
      ) : (
        <Button variant="outline" className="w-full" onClick={() => setAdding(true)}>
          <Plus /> {m.addNewCard}
        </Button>
      )}
    </div>
  );
}
