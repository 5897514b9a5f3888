import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { messages } from '@amicus/contract/common/messages';
import { AppError } from '../../http/app-error';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, not importable under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash of nothing anyone knows: verified against when an account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('amicus-timing-equaliser-not-a-password');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}

/**
 * The 1,000 most common passwords (zxcvbn's ranked list, from breach corpora), lower-cased and compared
 * case-insensitively. Written from the package by scripts/common-passwords.mjs, so the package's 57,000 words do
 * not stay in the heap.
 */
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

/**
 * Digits and symbols people tack onto a common word to get past a "1 number and 1 special character" rule
 * ('Password1!', 'qwerty123$'). None of the listed passwords passes the sign-up rule as it is, so without this
 * the list would never refuse anything at sign-up.
 */
const trailingSymbols = /[\W_]+$/;
const trailingDigitsAndSymbols = /[\d\W_]+$/;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const bases = [lower, lower.replace(trailingSymbols, ''), lower.replace(trailingDigitsAndSymbols, '')];
  return bases.some((base) => base.length >= 4 && commonPasswords.has(base));
}

export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('BAD_REQUEST', messages.auth.passwordTooCommon, {
      errors: [{ path: field, message: messages.auth.passwordTooCommon }],
    });
  }
}
