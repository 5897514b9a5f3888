import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { priceNote, type WorkKind } from '@amicus/contract/credits/prices';
import { useWorkPrice } from '@/lib/credits/prices';
import { useSessionStore } from '@/lib/session-store';

/**
 * What the work a button starts costs, beside the button, before the user presses it: "Costs 3 credits (you
 * have 7)". `id` lets the button name it in aria-describedby.
 */
export function PriceNote({ kind, id }: { kind: WorkKind; id?: string }) {
  const price = useWorkPrice(kind);
  const balance = useSessionStore((s) => s.user?.credits);
  // The paragraph is there while the price loads, empty, so a button's aria-describedby always finds it.
  if (price === undefined) return <p id={id} hidden />;
  const short = balance !== undefined && price > balance;
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Coins className="size-4 shrink-0" aria-hidden />
      <span>
        {priceNote(price)}
        {price > 0 && balance !== undefined ? ` (you have ${balance.toLocaleString('en-US')})` : ''}
        {short ? (
          <>
            .{' '}
            <Link to="/chat/products" className="underline underline-offset-2 hover:text-foreground">
              Choose a plan
            </Link>{' '}
            for more credits.
          </>
        ) : null}
      </span>
    </p>
  );
}
