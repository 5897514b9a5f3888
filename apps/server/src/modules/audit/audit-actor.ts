import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../http/authenticate';

/** Who made a write and through which call: what a service needs to write its own audit entry. */
export type AuditActor = { id: number; request: { method: string; path: string } };

export function auditActorOf(request: FastifyRequest, apiPrefix: string): AuditActor {
  const url = request.routeOptions.url ?? request.url;
  return {
    id: currentUser(request).id,
    request: { method: request.method, path: url.startsWith(apiPrefix) ? url.slice(apiPrefix.length) : url },
  };
}
