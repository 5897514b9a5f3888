import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueMessages } from '@amicus/contract/catalogue/messages';
import {
  categoryBodySchema,
  categoryUpdateBodySchema,
  categoryListResultSchema,
  categoryResultSchema,
  questionBodySchema,
  questionUpdateBodySchema,
  questionListQuerySchema,
  questionListResultSchema,
  questionResultSchema,
} from '@amicus/contract/catalogue/schemas';
import { idParamsSchema, successSchema } from '@amicus/contract/common/ids';
import { pageOfList, wholeListQuerySchema } from '@amicus/contract/common/pagination';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { auditActorOf } from '../../domain/audit/audit-actor';
import * as catalogue from './service';

export function catalogueRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: guards.requireUser };
    const write = { onRequest: guards.requireAdmin };

    app.get(
      '/categories',
      {
        ...read,
        schema: { querystring: wholeListQuerySchema, response: { 200: categoryListResultSchema } },
      },
      async (request) => ({
        success: true as const,
        ...pageOfList(
          await catalogue.listCategories(ctx, currentUser(request)),
          request.query.page,
          request.query.limit,
        ),
      }),
    );

    app.get(
      '/categories/:id',
      { ...read, schema: { params: idParamsSchema, response: { 200: categoryResultSchema } } },
      async (request) => ({
        success: true as const,
        data: await catalogue.getCategory(ctx, currentUser(request), request.params.id),
      }),
    );

    app.get(
      '/categories/:id/questions',
      {
        ...read,
        schema: {
          params: idParamsSchema,
          querystring: wholeListQuerySchema,
          response: { 200: questionListResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...pageOfList(
          await catalogue.listCategoryQuestions(ctx, currentUser(request), request.params.id),
          request.query.page,
          request.query.limit,
        ),
      }),
    );

    app.post(
      '/categories',
      { ...write, schema: { body: categoryBodySchema, response: { 201: categoryResultSchema } } },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: catalogueMessages.categoryCreated,
          data: await catalogue.createCategory(ctx, auditActorOf(request), request.body),
        }),
    );

    app.put(
      '/categories/:id',
      {
        ...write,
        schema: {
          params: idParamsSchema,
          body: categoryUpdateBodySchema,
          response: { 200: categoryResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: catalogueMessages.categoryUpdated,
        data: await catalogue.updateCategory(ctx, auditActorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/categories/:id',
      { ...write, schema: { params: idParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        await catalogue.deleteCategory(ctx, auditActorOf(request), request.params.id);
        return { success: true as const, message: catalogueMessages.categoryDeleted };
      },
    );

    app.get(
      '/questions',
      {
        ...read,
        schema: { querystring: questionListQuerySchema, response: { 200: questionListResultSchema } },
      },
      async (request) => ({
        success: true as const,
        ...pageOfList(
          await catalogue.listQuestions(ctx, currentUser(request), request.query.categoryId),
          request.query.page,
          request.query.limit,
        ),
      }),
    );

    app.get(
      '/questions/:id',
      { ...read, schema: { params: idParamsSchema, response: { 200: questionResultSchema } } },
      async (request) => ({
        success: true as const,
        data: await catalogue.getQuestion(ctx, currentUser(request), request.params.id),
      }),
    );

    app.post(
      '/questions',
      { ...write, schema: { body: questionBodySchema, response: { 201: questionResultSchema } } },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: catalogueMessages.questionCreated,
          data: await catalogue.createQuestion(ctx, auditActorOf(request), request.body),
        }),
    );

    app.put(
      '/questions/:id',
      {
        ...write,
        schema: {
          params: idParamsSchema,
          body: questionUpdateBodySchema,
          response: { 200: questionResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: catalogueMessages.questionUpdated,
        data: await catalogue.updateQuestion(ctx, auditActorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/questions/:id',
      { ...write, schema: { params: idParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        await catalogue.deleteQuestion(ctx, auditActorOf(request), request.params.id);
        return { success: true as const, message: catalogueMessages.questionDeleted };
      },
    );
  };
}
