import { describe, expect, it } from 'vitest';
import { isExpiring, tokenExpiry } from './jwt';

const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.sig`;

describe('tokenExpiry', () => {
  it('reads the exp claim in seconds', () => {
    expect(tokenExpiry(token({ sub: '1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('decodes base64url payloads, whose - and _ plain atob would refuse', () => {
    // '>>>' and '???' encode to characters that base64url writes as '-' and '_'.
    const payload = { note: '>>>???', exp: 1_800_000_000 };
    expect(base64url(JSON.stringify(payload))).toMatch(/[-_]/);
    expect(tokenExpiry(token(payload))).toBe(1_800_000_000);
  });

  it('answers null for a token without exp, a non-numeric exp or something that is no JWT', () => {
    expect(tokenExpiry(token({ sub: '1' }))).toBeNull();
    expect(tokenExpiry(token({ exp: 'soon' }))).toBeNull();
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
    expect(tokenExpiry('')).toBeNull();
  });
});

describe('isExpiring', () => {
  const now = 1_700_000_000_000;
  const expIn = (seconds: number) => token({ exp: now / 1000 + seconds });

  it('is false for a token valid beyond the margin', () => {
    expect(isExpiring(expIn(120), 60_000, now)).toBe(false);
  });

  it('is true once the token is past its exp, or within the margin of it', () => {
    expect(isExpiring(expIn(-1), 0, now)).toBe(true);
    expect(isExpiring(expIn(0), 0, now)).toBe(true);
    expect(isExpiring(expIn(30), 60_000, now)).toBe(true);
    expect(isExpiring(expIn(30), 0, now)).toBe(false);
  });

  it('treats an unreadable token as expired, so it is refreshed rather than trusted', () => {
    expect(isExpiring('garbage', 0, now)).toBe(true);
  });
});
