import { describe, expect, it } from 'vitest';
import { formatCardNumber, tokenizeSandboxCard } from './sandbox-tokenizer';

const now = new Date('2026-06-15T12:00:00Z');
const card = (
  number: string,
  over: Partial<{ expiryMonth: string; expiryYear: string; cvc: string }> = {},
) => ({
  number,
  expiryMonth: '12',
  expiryYear: '30',
  cvc: '123',
  ...over,
});

describe('tokenizeSandboxCard', () => {
  it('turns the two test cards into Square’s sandbox tokens', () => {
    expect(tokenizeSandboxCard(card('4111 1111 1111 1111'), now)).toEqual({
      ok: true,
      token: 'cnon:card-nonce-ok',
      brand: 'VISA',
      last4: '1111',
    });
    expect(tokenizeSandboxCard(card('4000000000000002'), now)).toMatchObject({
      ok: true,
      token: 'cnon:card-nonce-declined',
      last4: '0002',
    });
  });

  it('refuses any other card number with a clear message, even a valid one', () => {
    expect(tokenizeSandboxCard(card('5555 5555 5555 4444'), now)).toEqual({
      ok: false,
      field: 'number',
      message: 'This card number is not a sandbox test card. Use 4111 1111 1111 1111 or 4000 0000 0000 0002.',
    });
    expect(tokenizeSandboxCard(card('4111 1111 1111 1112'), now)).toMatchObject({
      field: 'number',
      message: 'Enter a valid card number',
    });
  });

  it('checks month, year, expiry and CVC', () => {
    expect(tokenizeSandboxCard(card('4111111111111111', { expiryMonth: '13' }), now)).toMatchObject({
      field: 'expiryMonth',
    });
    expect(tokenizeSandboxCard(card('4111111111111111', { expiryYear: '2' }), now)).toMatchObject({
      field: 'expiryYear',
      message: 'Enter the year as YY',
    });
    expect(
      tokenizeSandboxCard(card('4111111111111111', { expiryMonth: '05', expiryYear: '26' }), now),
    ).toMatchObject({ field: 'expiryYear', message: 'This card has expired' });
    expect(
      tokenizeSandboxCard(card('4111111111111111', { expiryMonth: '06', expiryYear: '26' }), now).ok,
    ).toBe(true);
    expect(tokenizeSandboxCard(card('4111111111111111', { cvc: '12' }), now)).toMatchObject({ field: 'cvc' });
  });
});

describe('formatCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4111-1111x1111 11112222')).toBe('4111 1111 1111 1111 222');
  });
});
