import { LockKeyhole, RefreshCw } from 'lucide-react';
import { paymentMessages } from '@amicus/contract/payments/messages';

export function SecureNote({ sandbox }: { sandbox: boolean }) {
  return (
    <p className="flex items-start gap-2 text-xs text-muted-foreground">
      <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>
        {sandbox
          ? 'Your card details are turned into a token in your browser; the card number and CVC never reach our server.'
          : 'Card details go straight to Square, our payment processor; they never reach our server.'}
      </span>
    </p>
  );
}

/** The card tab keeps no card: renewals charge a saved card, so the tab says where automatic renewal lives. */
export function ChargedOnceNote() {
  return (
    <p className="flex items-start gap-2 text-xs text-muted-foreground">
      <RefreshCw className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>{paymentMessages.cardChargedOnce}</span>
    </p>
  );
}
