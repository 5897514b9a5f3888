import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../http/api-prefix';
import { currentUser } from '../../http/authenticate';

/** Who made a write and through which call: what a service needs to write its own audit entry. */
export type AuditActor = { id: number; request: { method: string; path: string } };

export function auditActorOf(request: FastifyRequest): AuditActor {
  const url = request.routeOptions.url ?? request.url;
  return {
    id: currentUser(request).id,
    request: {
      method: request.method,
      path: url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url,
    },
  };
}

/** The actor when the signed-in user is an admin: writes a user makes on their own things are not audited. */
export function adminAuditOf(request: FastifyRequest): AuditActor | null {
  return currentUser(request).role === 'admin' ? auditActorOf(request) : null;
}
