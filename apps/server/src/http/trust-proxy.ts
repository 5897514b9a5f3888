import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's trustProxy for the configured proxies. A hop count is given as a function: Fastify's own number
 * option now trusts no hop at all. With N hops, the client address is the one the Nth proxy appended (the
 * Nth from the right of X-Forwarded-For), so whatever the client wrote further left is ignored.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses;
}
