import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The keys derived from APP_SECRET (or from a key file generated in DATA_DIR on first start): one for signing
 * tokens, one for encrypting secrets at rest. Separate keys so one use can never be turned against the other.
 */
export type Keys = { jwt: Uint8Array; encryption: Buffer; knownDevice: Buffer };

export async function loadAppSecret(appSecret: string | undefined, dataDir: string): Promise<string> {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'app-secret.key');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // `wx` fails if another instance wrote the file first; then we read theirs.
    try {
      await fs.writeFile(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return (await fs.readFile(file, 'utf8')).trim();
    }
  }
}

export function deriveKeys(secret: string): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'amicus', info, 32));
  return {
    jwt: new Uint8Array(derive('jwt-hs256')),
    encryption: derive('aes-256-gcm'),
    knownDevice: derive('known-device'),
  };
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, all base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unrecognised secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Shorter secrets show none of their characters: 4 of 6 would be most of the secret. */
const MASK_REVEALS_FROM_LENGTH = 12;

/** What answers show of a secret: its first 4 characters (none when it is short), the rest masked. */
export function maskSecret(secret: string): string {
  const shown = secret.length >= MASK_REVEALS_FROM_LENGTH ? secret.slice(0, 4) : '';
  return `${shown}${'•'.repeat(Math.max(8, Math.min(secret.length - shown.length, 16)))}`;
}
