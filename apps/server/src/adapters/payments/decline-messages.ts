/**
 * What a buyer is told when a card is declined: a sentence they can act on, never the provider's raw code
 * (such as GENERIC_DECLINE). Codes are Square's (the sandbox follows them); the code stays in our records.
 */
const byCode: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Your card was declined: not enough funds. Please use another card.',
  CVV_FAILURE:
    'Your card was declined: the security code (CVC) did not match. Please check it and try again.',
  ADDRESS_VERIFICATION_FAILURE:
    'Your card was declined: the billing address did not match the card. Please check it and try again.',
  INVALID_EXPIRATION: 'Your card was declined: the expiry date is not valid. Please check it and try again.',
  EXPIRATION_FAILURE: 'Your card was declined: the expiry date is not valid. Please check it and try again.',
  CARD_EXPIRED: 'Your card was declined: it has expired. Please use another card.',
  CARD_DECLINED_VERIFICATION_REQUIRED:
    'Your card was declined: your bank asks you to verify the payment. Please try again.',
};

export const GENERIC_DECLINE_MESSAGE =
  'Your card was declined. Please try another card, or ask your bank why it was refused.';

export function declineMessage(code: string | undefined): string {
  return (code && byCode[code]) ?? GENERIC_DECLINE_MESSAGE;
}
