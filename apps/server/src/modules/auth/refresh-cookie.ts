import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_DAYS } from '@amicus/contract/common/constants';

export const REFRESH_COOKIE = 'amicus_refresh';
/** Sent only to the auth endpoints that need it. */
const COOKIE_PATH = '/api/v1/auth';

/**
 * The refresh token lives in an HttpOnly, SameSite=Strict cookie: scripts cannot read it and other sites cannot
 * send it. Without Remember me it is a session cookie that ends with the browser.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    ...(persistent ? { maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400 } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}

/** The cookie, or the `refreshToken` body field that non-browser clients send. */
export function readRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return request.cookies[REFRESH_COOKIE] || bodyToken || undefined;
}
