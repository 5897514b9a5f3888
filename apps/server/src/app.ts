import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installFieldMessages } from '@amicus/contract/common/zod-messages';
import type { AppContext } from './app-context';
import { createDocumentReader } from './document-reader/document-reader';
import { createUploadSlots } from './http/upload-gate';
import { sweepStaleTemp } from './lib/stale-temp';
import type { Config } from './config';
import type { Database } from './db/client';
import { createLlm } from './adapters/llm/create-llm';
import type { Llm } from './adapters/llm/llm';
import { createMailer } from './adapters/mail/create-mailer';
import type { Mailer } from './adapters/mail/mailer';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { paymentCspExtras } from './adapters/payments/square-web-hosts';
import type { FileStore } from './adapters/storage/file-store';
import { createFileStore } from './adapters/storage/create-file-store';
import { API_PREFIX } from './http/api-prefix';
import { openApiTransform, registerApiReference } from './http/api-reference';
import { createAuthGuards } from './http/authenticate';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestText } from './http/request-text';
import { loggerOptions } from './http/logger';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createThrottles } from './http/throttle';
import { fastifyTrustProxy } from './http/trust-proxy';
import { createBackgroundTasks } from './lib/background-tasks';
import { systemClock, type Clock } from './lib/clock';
import { deriveKeys, loadAppSecret } from './lib/secrets';
import { connectSharedRedis } from './redis/shared-redis';
import { adminRoutes } from './modules/admin/routes';
import { registerRouteInventory } from './modules/admin/route-inventory';
import { auditLogRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { chatRoutes } from './modules/chats/routes';
import { recoverInterruptedReplies } from './modules/chats/replies/recover-replies';
import { createReplyHub } from './modules/chats/replies/reply-hub';
import { creditsRoutes } from './modules/credits/routes';
import { documentRoutes } from './modules/documents/routes';
import { healthRoutes } from './modules/health/routes';
import { openLibraryEmbeddings } from './domain/library/vectors/library-embeddings';
import { createJobRunner } from './jobs/job-runner';
import { jobRoutes } from './modules/jobs/routes';
import { scheduleLibraryEmbedding } from './modules/library-admin/embed-job';
import { libraryAdminRoutes } from './modules/library-admin/routes';
import { libraryRoutes } from './modules/library/routes';
import { paymentRoutes } from './modules/billing/payment-routes';
import { planRoutes } from './modules/plans/routes';
import { avatarRoutes } from './modules/profile/avatar-routes';
import { accountRoutes } from './modules/account/routes';
import { profileRoutes } from './modules/profile/routes';
import { recordingRoutes } from './modules/recordings/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { trialRoutes } from './modules/trials/routes';
import { settingsRoutes } from './modules/settings/routes';
import { RENEWAL_INTERVAL_MS, startRenewalSchedule } from './modules/billing/renewal-schedule';
import { subscriptionRoutes } from './modules/billing/subscription-routes';
import { userRoutes } from './modules/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type Adapters = { mailer: Mailer; storage: FileStore; llm: Llm; payments: PaymentProvider };

export type BuildOptions = {
  config: Config;
  db: Database;
  /** Replacements for outside services (tests point them at local fakes). */
  adapters?: Partial<Adapters>;
  clock?: Clock;
  /** Where log lines go; defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** The built SPA; defaults to apps/web/dist. Tests of the API pass none. */
  webDistDir?: string | null;
  /** How often this instance runs subscription renewals; null turns the timer off (the default in tests). */
  renewalIntervalMs?: number | null;
};

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server from configuration and adapters; main.ts and the tests build it the same way. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  installFieldMessages();

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Multi-instance deployments put a balancer in front; ids make log lines of one request easy to find.
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await loadAppSecret(config.appSecret, config.dataDir);
  const redis = config.redisUrl ? await connectSharedRedis(config.redisUrl, db) : undefined;
  const ctx: AppContext = {
    config,
    db,
    keys: deriveKeys(secret),
    clock: options.clock ?? systemClock,
    mailer:
      options.adapters?.mailer ??
      (await createMailer({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log })),
    storage: options.adapters?.storage ?? (await createFileStore(config)),
    llm: options.adapters?.llm ?? createLlm({ timeouts: config.llm.timeouts }),
    payments: options.adapters?.payments ?? (await createPaymentProvider(config.payments)),
    throttles: createThrottles(redis),
    tasks: createBackgroundTasks(app.log),
    replies: await createReplyHub({ redis, db, log: app.log }),
    jobs: createJobRunner({ db, clock: options.clock ?? systemClock, log: app.log, ...config.jobs }),
    libraryEmbeddings: await openLibraryEmbeddings({ db, config: config.embeddings, log: app.log }),
    documentReader: createDocumentReader(),
    uploadSlots: createUploadSlots(config.uploads.maxConcurrent),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);

  registerErrorHandler(app);
  registerRequestText(app);
  registerSecurityHeaders(app, paymentCspExtras(config.payments), config.appUrl.startsWith('https://'));
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 21, fields: 20, fieldSize: 100_000 },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Amicus API', version: '1.0.0' }, servers: [{ url: API_PREFIX }] },
    transform: openApiTransform,
  });

  const guards = createAuthGuards(ctx);
  // It watches routes as they are registered, so it comes before any route.
  registerRouteInventory(app, guards);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx, guards));
      await api.register(profileRoutes(ctx, guards));
      await api.register(accountRoutes(ctx, guards));
      await api.register(trialRoutes(ctx, guards));
      await api.register(recordingRoutes(ctx, guards));
      await api.register(documentRoutes(ctx, guards));
      await api.register(reviewRoutes(ctx, guards));
      await api.register(catalogueRoutes(ctx, guards));
      await api.register(chatRoutes(ctx, guards));
      await api.register(libraryRoutes(ctx, guards));
      await api.register(creditsRoutes(ctx, guards));
      await api.register(settingsRoutes(ctx, guards));
      await api.register(planRoutes(ctx, guards));
      await api.register(subscriptionRoutes(ctx, guards));
      await api.register(paymentRoutes(ctx, guards));
      await api.register(userRoutes(ctx, guards));
      await api.register(adminRoutes(ctx, guards));
      await api.register(libraryAdminRoutes(ctx, guards));
      await api.register(auditLogRoutes(ctx, guards));
      await api.register(jobRoutes(ctx, guards));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await registerApiReference(app);
  await app.register(avatarRoutes(ctx));
  await registerSpa(
    app,
    options.webDistDir === null ? undefined : (options.webDistDir ?? config.webDistDir ?? defaultWebDist),
  );

  const renewalIntervalMs =
    options.renewalIntervalMs === undefined
      ? config.env === 'test'
        ? null
        : RENEWAL_INTERVAL_MS
      : options.renewalIntervalMs;
  const renewals = renewalIntervalMs ? startRenewalSchedule(ctx, app.log, renewalIntervalMs) : undefined;

  // Every module has registered its kinds of job by now; jobs left by a crashed instance are found here too.
  app.addHook('onReady', async () => {
    // Start-up, not route registration: replies a crashed process left running are settled before any request.
    const recovered = await recoverInterruptedReplies(ctx);
    if (recovered > 0)
      app.log.warn({ recovered }, 'replies interrupted by a previous shutdown were marked failed');
    // Sections imported or changed while no instance embedded them (the command-line import, the guides).
    await scheduleLibraryEmbedding(ctx, app.log);
    // Temporary files of uploads and transcriptions a killed server left behind.
    const swept = await sweepStaleTemp(config.uploads.tempDir, Date.now());
    if (swept > 0) app.log.info({ swept }, 'temporary files left by a stopped server were removed');
    ctx.jobs.start();
  });
  // Running replies are stopped (and settled) before the server stops, while the database is still open;
  // running jobs go back to the queue for another instance.
  app.addHook('preClose', () => Promise.all([ctx.replies.close(), ctx.jobs.close()]).then(() => undefined));
  app.addHook('onClose', async () => {
    await renewals?.stop();
    await ctx.tasks.drain();
    await ctx.mailer.close();
    await ctx.documentReader.close();
    redis?.client.disconnect();
  });
  return app;
}
