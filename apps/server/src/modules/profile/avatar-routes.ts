import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { AVATAR_PREFIX, avatarKey } from '../../domain/accounts/avatar';

/** Avatars are served by their unguessable name; the bytes were sniffed as an image when stored. */
export function avatarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/uploads/avatars/:file',
      { schema: { params: z.object({ file: z.string().max(64) }) } },
      async (request, reply) => {
        const key = avatarKey(AVATAR_PREFIX + request.params.file);
        const file = key ? await ctx.storage.get(key) : undefined;
        if (!file) throw notFound('Image not found');
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Length', file.size)
          .type(file.contentType)
          .send(file.body);
      },
    );
  };
}
