import { paymentMessages as m } from '@amicus/contract/payments/messages';
import { SANDBOX_TEST_CARDS } from '@amicus/contract/payments/schemas';

export type CardInput = { number: string; expiryMonth: string; expiryYear: string; cvc: string };

export type TokenizeResult =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; field: 'number' | 'expiryMonth' | 'expiryYear' | 'cvc'; message: string };

/** The Luhn check every real card number passes; catches typos before anything else. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The built-in sandbox card form's tokeniser, run in the browser like Square's: the two test cards become
 * Square's sandbox test tokens and nothing else is accepted. The card number and CVC stay here; only the token
 * is sent to the server.
 */
export function tokenizeSandboxCard(input: CardInput, now = new Date()): TokenizeResult {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { ok: false, field: 'number', message: m.cardNumberInvalid };
  if (!/^\d{1,2}$/.test(input.expiryMonth) || Number(input.expiryMonth) < 1 || Number(input.expiryMonth) > 12)
    return { ok: false, field: 'expiryMonth', message: m.monthInvalid };
  if (!/^\d{2}$/.test(input.expiryYear)) return { ok: false, field: 'expiryYear', message: m.yearInvalid };
  const year = 2000 + Number(input.expiryYear);
  const month = Number(input.expiryMonth);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return { ok: false, field: 'expiryYear', message: m.cardExpired };
  if (!/^\d{3}$/.test(input.cvc)) return { ok: false, field: 'cvc', message: m.cvcInvalid };
  const test = SANDBOX_TEST_CARDS[digits];
  if (!test) return { ok: false, field: 'number', message: m.unknownTestCard };
  return { ok: true, token: test.nonce, brand: test.brand, last4: digits.slice(-4) };
}

/** "4111111111111111" → "4111 1111 1111 1111" as the user types. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
