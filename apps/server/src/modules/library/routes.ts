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
import { contentsQuerySchema, contentsResultSchema } from '@amicus/contract/library/contents-schemas';
import {
  problemListQuerySchema,
  problemListResultSchema,
  problemResultSchema,
} from '@amicus/contract/library/problem-schemas';
import type { AppContext } from '../../app-context';
import { getProblem, listProblems } from '../../domain/library/problems/problem-queries';
import { notFound } from '../../http/app-error';
import type { AuthGuards } from '../../http/authenticate';
import { sourceContents } from './contents';
import * as library from './service';

/**
 * The research screen: search the library, read a section, browse a source's table of contents, resolve a
 * citation, browse a jurisdiction's everyday problems, and the filters' choices.
 */
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
      '/library/sources/:id/contents',
      {
        ...read,
        schema: {
          params: idParamsSchema,
          querystring: contentsQuerySchema,
          response: { 200: contentsResultSchema },
        },
      },
      async (request) => sourceContents(ctx.db, request.params.id, request.query),
    );

    app.get(
      '/library/jurisdictions',
      { ...read, schema: { response: { 200: libraryJurisdictionsResultSchema } } },
      async () => ({ success: true as const, data: await library.listJurisdictions(ctx) }),
    );

    app.get(
      '/library/problems',
      {
        ...read,
        schema: { querystring: problemListQuerySchema, response: { 200: problemListResultSchema } },
      },
      async (request) => ({
        success: true as const,
        data: await listProblems(ctx.db, { ...request.query, flagged: undefined }),
      }),
    );

    app.get(
      '/library/problems/:id',
      { ...read, schema: { params: idParamsSchema, response: { 200: problemResultSchema } } },
      async (request) => {
        const problem = await getProblem(ctx.db, request.params.id);
        if (!problem) throw notFound('Problem not found');
        return { success: true as const, problem };
      },
    );

    app.get(
      '/library/areas',
      { ...read, schema: { response: { 200: libraryAreasResultSchema } } },
      async () => ({ success: true as const, data: await library.listAreas(ctx) }),
    );
  };
}
