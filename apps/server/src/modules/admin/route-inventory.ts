import type { FastifyInstance } from 'fastify';
import type { AuthGuards } from '../../http/authenticate';

export type RouteGuard = 'admin' | 'user' | 'none';
export type InventoriedRoute = { method: string; url: string; guard: RouteGuard };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the guard in front of it, collected as routes are registered. */
    routeInventory: InventoriedRoute[];
  }
}

/**
 * Lists every route and whether requireAdmin or requireUser guards it, read from the route's
 * own onRequest hook as registered. The authorisation tests walk this list, so a new admin route cannot be left
 * out of them. Must be registered before any route.
 */
export function registerRouteInventory(app: FastifyInstance, guards: AuthGuards): void {
  const inventory: InventoriedRoute[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    const handlers = route.onRequest ? [route.onRequest].flat() : [];
    const guard: RouteGuard = handlers.includes(guards.requireAdmin)
      ? 'admin'
      : handlers.includes(guards.requireUser)
        ? 'user'
        : 'none';
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      inventory.push({ method: method.toUpperCase(), url: route.url, guard });
    }
  });
}
