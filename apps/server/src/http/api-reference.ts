import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@amicus/contract/common/errors';
import { API_PREFIX } from './api-prefix';

/**
 * The OpenAPI document from the routes' own schemas: each operation grouped under its path's first segment
 * (auth, chats, trials…), with the error body every 4xx and 5xx answer has.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const schema = input.schema ?? {};
  const group = input.url.startsWith(API_PREFIX)
    ? input.url.slice(API_PREFIX.length).split('/')[1]
    : undefined;
  const response = {
    ...(schema.response as object | undefined),
    '4XX': errorBodySchema,
    '5XX': errorBodySchema,
  };
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, ...(group ? { tags: [group] } : {}), response },
  });
};

/**
 * The OpenAPI document as a page people can read (`/api/v1/docs`), beside the raw `/api/v1/openapi.json`.
 * swagger-ui serves its own scripts from this origin, so the Content-Security-Policy needs no exception.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, layout: 'BaseLayout' },
    staticCSP: false,
  });
}
