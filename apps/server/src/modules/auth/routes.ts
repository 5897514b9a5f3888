import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@amicus/contract/common/messages';
import { successSchema } from '@amicus/contract/common/ids';
import {
  authResultSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResultSchema,
  profileResultSchema,
  refreshBodySchema,
  refreshResultSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResultSchema,
  updateProfileBodySchema,
} from '@amicus/contract/auth/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { adminAuditOf } from '../audit/audit-actor';
import { getProfile, updateProfile } from '../profile/service';
import { verifyAccessToken } from './access-tokens';
import { forgotPassword, resetPassword } from './password-reset';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refresh-cookie';
import * as auth from './service';

/** A data-URL avatar of up to 2 MB is about 2.7 MB of JSON; the rest is room for a clear "too large" answer. */
const PROFILE_BODY_LIMIT = 4 * 1024 * 1024;

export function authRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  const secure = ctx.config.appUrl.startsWith('https://');

  return async (app) => {
    app.post(
      '/auth/signup',
      { schema: { body: signupBodySchema, response: { 201: signupResultSchema } } },
      async (request, reply) => {
        const user = await auth.signup(ctx, request.body, request.ip);
        return reply.status(201).send({ success: true, message: messages.auth.signupSuccess, data: user });
      },
    );

    app.post(
      '/auth/login',
      { schema: { body: loginBodySchema, response: { 200: authResultSchema } } },
      async (request, reply) => {
        const signedIn = await auth.login(ctx, request.body, request.ip);
        setRefreshCookie(reply, signedIn.refreshToken, signedIn.persistent, secure);
        return {
          success: true as const,
          message: messages.auth.loginSuccess,
          token: signedIn.token,
          user: signedIn.user,
        };
      },
    );

    app.post(
      '/auth/refresh',
      { schema: { body: refreshBodySchema, response: { 200: refreshResultSchema } } },
      async (request, reply) => {
        try {
          const signedIn = await auth.refresh(ctx, readRefreshToken(request, request.body?.refreshToken));
          setRefreshCookie(reply, signedIn.refreshToken, signedIn.persistent, secure);
          return { success: true as const, token: signedIn.token, user: signedIn.user };
        } catch (error) {
          clearRefreshCookie(reply, secure);
          throw error;
        }
      },
    );

    app.post(
      '/auth/logout',
      { schema: { body: refreshBodySchema, response: { 200: successSchema } } },
      async (request, reply) => {
        const bearer = request.headers.authorization?.replace(/^bearer\s+/i, '');
        const claims = bearer ? verifyAccessToken(ctx.keys.jwt, bearer, ctx.clock.now()) : null;
        await auth.logout(ctx, claims?.sessionId, readRefreshToken(request, request.body?.refreshToken));
        clearRefreshCookie(reply, secure);
        return { success: true as const, message: messages.auth.loggedOut };
      },
    );

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

    app.post(
      '/auth/change-password',
      {
        onRequest: guards.requireUser,
        schema: { body: changePasswordBodySchema, response: { 200: authResultSchema } },
      },
      async (request, reply) => {
        const signedIn = await auth.changePassword(
          ctx,
          currentUser(request),
          adminAuditOf(request),
          request.body,
        );
        setRefreshCookie(reply, signedIn.refreshToken, signedIn.persistent, secure);
        return {
          success: true as const,
          message: messages.profile.passwordSuccess,
          token: signedIn.token,
          user: signedIn.user,
        };
      },
    );

    app.post(
      '/auth/forgot-password',
      { schema: { body: forgotPasswordBodySchema, response: { 200: messageResultSchema } } },
      async (request) => {
        await forgotPassword(ctx, request.body.email, request.ip);
        return { success: true as const, message: messages.auth.forgotSuccess };
      },
    );

    app.post(
      '/auth/reset-password',
      { schema: { body: resetPasswordBodySchema, response: { 200: messageResultSchema } } },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { success: true as const, message: messages.auth.resetSuccess };
      },
    );
  };
}
