import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@amicus/contract/common/messages';
import { profileResultSchema, updateProfileBodySchema } from '@amicus/contract/auth/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { adminAuditOf } from '../../domain/audit/audit-actor';
import { getProfile, updateProfile } from './service';

/** A data-URL avatar of up to 2 MB is about 2.7 MB of JSON; the rest is room for a clear "too large" answer. */
const PROFILE_BODY_LIMIT = 4 * 1024 * 1024;

/** The signed-in user's own profile, under /auth/profile as the spec places it. */
export function profileRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/profile',
      { onRequest: guards.requireUser, schema: { response: { 200: profileResultSchema } } },
      async (request) => ({
        success: true as const,
        user: await getProfile(ctx, currentUser(request).id),
      }),
    );

    app.put(
      '/auth/profile',
      {
        onRequest: guards.requireUser,
        bodyLimit: PROFILE_BODY_LIMIT,
        // A body past the limit can only be an oversized image: say so rather than "request too large".
        config: { tooLargeMessage: messages.profile.imageTooLarge },
        schema: { body: updateProfileBodySchema, response: { 200: profileResultSchema } },
      },
      async (request) => ({
        success: true as const,
        message: messages.profile.updateSuccess,
        user: await updateProfile(ctx, currentUser(request).id, adminAuditOf(request), request.body),
      }),
    );
  };
}
