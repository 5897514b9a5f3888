import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@amicus/contract/common/ids';
import { jobMessages } from '@amicus/contract/jobs/messages';
import { jobResultSchema, type JobEvent } from '@amicus/contract/jobs/schemas';
import type { AppContext } from '../../app-context';
import { jobs } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { describeError } from '../../http/describe-error';
import { openEventStream } from '../../http/event-stream';
import { toJob } from '../../jobs/job-dto';
import type { JobRow } from '../../jobs/job-queries';
import { isFinal, watchJob } from '../../jobs/watch-job';

/** The caller's own job; another user's (or a server job) answers 404 like one that does not exist. */
async function ownJob(ctx: AppContext, userId: number, id: number): Promise<JobRow> {
  const [row] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
  if (!row) throw notFound(jobMessages.notFound);
  return row;
}

/** Following and cancelling one's own jobs: the job as it is, its events (a stream), and cancel. */
export function jobRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { onRequest: guards.requireUser };

    app.get(
      '/jobs/:id',
      { ...user, schema: { params: idParamsSchema, response: { 200: jobResultSchema } } },
      async (request) => ({
        success: true as const,
        job: toJob(await ownJob(ctx, currentUser(request).id, request.params.id)),
      }),
    );

    app.get('/jobs/:id/events', { ...user, schema: { params: idParamsSchema } }, async (request, reply) => {
      const row = await ownJob(ctx, currentUser(request).id, request.params.id);
      const stream = openEventStream<JobEvent>(reply);
      const watch = watchJob(ctx.db, ctx.jobs, row.id, (changed) => stream.send({ job: toJob(changed) }));
      stream.onClose(watch.stop);
      watch.done.then(
        () => stream.end(),
        (error: unknown) => {
          request.log.warn({ error: describeError(error) }, 'following a job failed');
          stream.end();
        },
      );
      return reply;
    });

    app.post(
      '/jobs/:id/cancel',
      { ...user, schema: { params: idParamsSchema, response: { 200: jobResultSchema } } },
      async (request) => {
        const row = await ownJob(ctx, currentUser(request).id, request.params.id);
        if (isFinal(row)) throw new AppError('CONFLICT', jobMessages.alreadyFinished);
        const cancelled = await ctx.jobs.cancel(row.id);
        return { success: true as const, job: toJob(cancelled ?? row) };
      },
    );
  };
}
