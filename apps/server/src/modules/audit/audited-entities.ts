import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { categories, plans, questions, subscriptions, users } from '../../db/schema/index';

export type AuditedTable = PgTable & { id: AnyPgColumn };

/**
 * Which table an admin write route changes, so the audit hook can snapshot the row before and after and log
 * the changed fields. Paths are as registered under the API prefix. A write route missing here is still
 * logged, with its request body (secrets redacted) as the changes.
 */
export type AuditedEntity = {
  entityType: string;
  table: AuditedTable;
  /** Where the row id comes from: a path parameter (default `id`), or the signed-in user (own profile). */
  idFrom?: { param: string } | 'auth';
  /** Overrides the action named after the method (POST create, PUT/PATCH update, DELETE delete). */
  action?: string;
};

const entities: Record<string, AuditedEntity> = {
  'POST /categories': { entityType: 'category', table: categories },
  'PUT /categories/:id': { entityType: 'category', table: categories },
  'DELETE /categories/:id': { entityType: 'category', table: categories },
  'POST /questions': { entityType: 'question', table: questions },
  'PUT /questions/:id': { entityType: 'question', table: questions },
  'DELETE /questions/:id': { entityType: 'question', table: questions },
  'POST /subscription': { entityType: 'plan', table: plans },
  'POST /subscription/': { entityType: 'plan', table: plans },
  'PUT /subscription/:id': { entityType: 'plan', table: plans },
  'DELETE /subscription/:id': { entityType: 'plan', table: plans },
  'POST /subscription/sub': { entityType: 'subscription', table: subscriptions },
  'DELETE /subscription/unsub/:id': { entityType: 'subscription', table: subscriptions, action: 'cancel' },
  'PUT /auth/profile': { entityType: 'user', table: users, idFrom: 'auth', action: 'update-profile' },
  'POST /auth/change-password': {
    entityType: 'user',
    table: users,
    idFrom: 'auth',
    action: 'change-password',
  },
};

export function auditedEntityOf(method: string, path: string): AuditedEntity | undefined {
  return entities[`${method} ${path}`];
}

export function actionOf(method: string, entity: AuditedEntity | undefined): string {
  if (entity?.action) return entity.action;
  return method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
}
