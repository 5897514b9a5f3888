import { CreditCard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedCard } from '@amicus/contract/payments/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCardBrand } from '@/lib/format-money';

/** One saved card as a radio choice, with a two-step remove. */
export function SavedCardOption({
  card,
  selected,
  onSelect,
  onRemove,
  disabled,
}: {
  card: SavedCard;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const label = `${formatCardBrand(card.cardType)} ending in ${card.lastFourDigits}`;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg border p-3 transition-colors',
        selected ? 'border-primary bg-primary/5 ring-1 ring-primary/40' : 'hover:bg-muted/50',
      )}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
        <input
          type="radio"
          name="saved-card"
          className="size-4 accent-[var(--primary)]"
          checked={selected}
          onChange={onSelect}
          disabled={disabled}
          aria-label={label}
        />
        <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md border bg-gradient-to-br from-secondary to-muted">
          <CreditCard className="size-4 text-primary" aria-hidden />
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium">
            {formatCardBrand(card.cardType)} •••• {card.lastFourDigits}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {card.cardholderName} · Expires {String(card.expiryMonth).padStart(2, '0')}/
            {String(card.expiryYear % 100).padStart(2, '0')}
          </span>
        </span>
      </label>
      {confirming ? (
        <span className="flex shrink-0 gap-1">
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button size="sm" variant="destructive" onClick={onRemove} disabled={disabled}>
            Remove
          </Button>
        </span>
      ) : (
        <Button
          size="icon"
          variant="ghost"
          className="shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={`Remove ${label}`}
          onClick={() => setConfirming(true)}
          disabled={disabled}
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
}
