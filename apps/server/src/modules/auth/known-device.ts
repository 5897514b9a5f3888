import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that signed in to an account keeps a mark of it (an HttpOnly cookie sent to the sign-in endpoint
 * only): while failed sign-ins from many addresses have paused an account, its owner on a device used before
 * still gets in. The mark names the account and is signed; it proves a past sign-in, nothing more.
 */
export const KNOWN_DEVICE_COOKIE = 'amicus_device';
const COOKIE_PATH = '/api/v1/auth/login';
const MAX_AGE_SECONDS = 365 * 86_400;

const signatureOf = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`known-device:${userId}`).digest('base64url');

export const knownDeviceMark = (key: Buffer, userId: number) => `${userId}.${signatureOf(key, userId)}`;

/** Whether the request's mark says this browser signed in to `userId` before. */
export function isKnownDevice(key: Buffer, userId: number, mark: string | undefined): boolean {
  const [id, signature] = mark?.split('.') ?? [];
  if (Number(id) !== userId || !signature) return false;
  const expected = Buffer.from(signatureOf(key, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const readKnownDevice = (request: FastifyRequest) => request.cookies[KNOWN_DEVICE_COOKIE];

export function setKnownDevice(reply: FastifyReply, mark: string, secure: boolean): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, mark, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: MAX_AGE_SECONDS,
  });
}
