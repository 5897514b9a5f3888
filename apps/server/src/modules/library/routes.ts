import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@amicus/contract/common/ids';
import {
  librarySearchQuerySchema,
  librarySearchResultSchema,
  librarySectionResultSchema,
} from '@amicus/contract/library/schemas';
import {
  citationLookupQuerySchema,
  citationLookupResultSchema,
  libraryAreasResultSchema,
  libraryJurisdictionsResultSchema,
} from '@amicus/contract/library/research-schemas';
import type { AppContext } from '../../app-context';
import type { AuthGuards } from '../../http/authenticate';
import * as library from './service';

/** The research screen: search the library, read a section, resolve a citation, and the filters' choices. */
export function libraryRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: guards.requireUser };

    app.get(
      '/library/search',
      {
        ...read,
        schema: { querystring: librarySearchQuerySchema, response: { 200: librarySearchResultSchema } },
      },
      async (request) => ({ success: true as const, ...(await library.search(ctx, request.query)) }),
    );

    app.get(
      '/library/sections/by-citation',
      {
        ...read,
        schema: { querystring: citationLookupQuerySchema, response: { 200: citationLookupResultSchema } },
      },
      async (request) => library.resolveCitation(ctx, request.query.citation),
    );

    app.get(
      '/library/sections/:id',
      { ...read, schema: { params: idParamsSchema, response: { 200: librarySectionResultSchema } } },
      async (request) => ({
        success: true as const,
        section: await library.getSection(ctx, request.params.id),
      }),
    );

    app.get(
      '/library/jurisdictions',
      { ...read, schema: { response: { 200: libraryJurisdictionsResultSchema } } },
      async () => ({ success: true as const, data: await library.listJurisdictions(ctx) }),
    );

    app.get(
      '/library/areas',
      { ...read, schema: { response: { 200: libraryAreasResultSchema } } },
      async () => ({ success: true as const, data: await library.listAreas(ctx) }),
    );
  };
}
