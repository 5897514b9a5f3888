import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessages } from '@amicus/contract/chats/messages';
import {
  settingsResultSchema,
  updateSettingsBodySchema,
  updateSettingsResultSchema,
} from '@amicus/contract/settings/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { getSettings, updateSettings } from './service';

export function settingsRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings',
      { onRequest: guards.requireUser, schema: { response: { 200: settingsResultSchema } } },
      async (request) => ({ success: true as const, ...(await getSettings(ctx, currentUser(request).id)) }),
    );

    app.post(
      '/settings/update',
      {
        onRequest: guards.requireUser,
        schema: { body: updateSettingsBodySchema, response: { 200: updateSettingsResultSchema } },
      },
      async (request) => ({
        success: true as const,
        message: chatMessages.settingsSaved,
        settings: await updateSettings(ctx, currentUser(request).id, request.body),
      }),
    );
  };
}
