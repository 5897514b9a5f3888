import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@amicus/contract/common/messages';
import { successSchema } from '@amicus/contract/common/ids';
import {
  authResultSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResultSchema,
  refreshBodySchema,
  refreshResultSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResultSchema,
} from '@amicus/contract/auth/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { adminAuditOf } from '../../domain/audit/audit-actor';
import { verifyAccessToken } from '../../domain/accounts/access-tokens';
import { forgotPassword, resetPassword } from './password-reset';
import { readKnownDevice, setKnownDevice } from './known-device';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refresh-cookie';
import * as auth from './service';

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
        const signedIn = await auth.login(ctx, request.body, request.ip, readKnownDevice(request));
        setRefreshCookie(reply, signedIn.refreshToken, signedIn.persistent, secure);
        setKnownDevice(reply, signedIn.device, secure);
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
