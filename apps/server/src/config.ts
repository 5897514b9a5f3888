import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once at start-up. Nothing else reads process.env. Empty strings count as unset,
 * so `FOO=` in a .env file means "use the default".
 */
const optionalString = z.string().trim().min(1).optional();
const wholeNumber = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number of 0 or more` })
    .int({ error: `${name} must be a whole number of 0 or more` })
    .min(0, { error: `${name} must be a whole number of 0 or more` })
    .default(fallback);
const milliseconds = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number of milliseconds, 1 or more` })
    .int({ error: `${name} must be a whole number of milliseconds, 1 or more` })
    .min(1, { error: `${name} must be a whole number of milliseconds, 1 or more` })
    .default(fallback);
const flag = (name: string) => z.stringbool({ error: `${name} must be true or false` }).default(false);

/**
 * Which proxies may write the client address (X-Forwarded-For): none (false), the nearest N hops (a number;
 * true is one hop), or the proxies at these addresses. Never "every hop": the leftmost X-Forwarded-For entry is
 * written by the client, so trusting it lets anyone pick the address the rate limits count.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for address ranges, as Fastify accepts them. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};
const trustProxyProblem =
  'TRUST_PROXY must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges';
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false') return false;
    if (lower === 'true') return { hops: 1 };
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : { hops: Number(value) };
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isProxyAddress)) return { addresses };
    context.addIssue({ code: 'custom', message: trustProxyProblem });
    return z.NEVER;
  })
  .default(false);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number from 0 to 65535' })
    .int({ error: 'PORT must be a whole number from 0 to 65535' })
    .min(0, { error: 'PORT must be a whole number from 0 to 65535' })
    .max(65535, { error: 'PORT must be a whole number from 0 to 65535' })
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  /** The longest one SQL statement may run (lock waits included) before it is cancelled; 0 turns it off. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber('DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
  /** The longest a request waits for a database connection (a free one in the pool, or a new one); 0: no limit. */
  DATABASE_CONNECTION_TIMEOUT_MS: wholeNumber('DATABASE_CONNECTION_TIMEOUT_MS', 5_000),
  APP_URL: z.url({ error: 'APP_URL must be an absolute URL such as https://amicus.example.org' }).optional(),
  APP_SECRET: z.string().min(32, { error: 'APP_SECRET must be at least 32 characters' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).default('admin@example.com'),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{2,50}$/, {
      error: 'ADMIN_USERNAME must be 2 to 50 letters, digits, dots, hyphens or underscores',
    })
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters' }).optional(),
  LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'google', 'openai-compatible']).default('offline'),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_BASE_URL: z.url({ error: 'LLM_BASE_URL must be an absolute URL' }).optional(),
  LLM_IDLE_TIMEOUT_MS: milliseconds('LLM_IDLE_TIMEOUT_MS', 30_000),
  LLM_REPLY_DEADLINE_MS: milliseconds('LLM_REPLY_DEADLINE_MS', 180_000),
  /** Vectors for the legal library (decision 014); none: full-text search alone. */
  EMBEDDING_PROVIDER: z.enum(['none', 'openai', 'google', 'openai-compatible']).default('none'),
  EMBEDDING_MODEL: optionalString,
  EMBEDDING_API_KEY: optionalString,
  EMBEDDING_BASE_URL: z.url({ error: 'EMBEDDING_BASE_URL must be an absolute URL' }).optional(),
  EMBEDDING_DIMENSIONS: z.coerce
    .number({ error: 'EMBEDDING_DIMENSIONS must be a whole number from 1 to 16000' })
    .int({ error: 'EMBEDDING_DIMENSIONS must be a whole number from 1 to 16000' })
    .min(1, { error: 'EMBEDDING_DIMENSIONS must be a whole number from 1 to 16000' })
    .max(16_000, { error: 'EMBEDDING_DIMENSIONS must be a whole number from 1 to 16000' })
    .optional(),
  EMBEDDING_QUERY_TIMEOUT_MS: milliseconds('EMBEDDING_QUERY_TIMEOUT_MS', 1_500),
  /** Speech-to-text (issue 19): auto picks a configured provider, else PocketSphinx when installed, else none. */
  STT_PROVIDER: z.enum(['auto', 'openai', 'openai-compatible', 'pocketsphinx', 'none']).default('auto'),
  STT_BASE_URL: z.url({ error: 'STT_BASE_URL must be an absolute URL' }).optional(),
  STT_API_KEY: optionalString,
  STT_MODEL: optionalString,
  STT_TIMEOUT_MS: milliseconds('STT_TIMEOUT_MS', 300_000),
  /** Where PocketSphinx and ffmpeg are looked for (the process's own PATH, passed in by main.ts). */
  PATH: optionalString,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().default('Amicus <no-reply@amicus.local>'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'square']).default('sandbox'),
  SQUARE_ACCESS_TOKEN: optionalString,
  SQUARE_APPLICATION_ID: optionalString,
  SQUARE_LOCATION_ID: optionalString,
  SQUARE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  SIGNUP_CREDITS: wholeNumber('SIGNUP_CREDITS', 10),
  CREDITS_PER_MESSAGE: wholeNumber('CREDITS_PER_MESSAGE', 1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be an absolute URL' }).optional(),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  /** Uploads (multipart trial requests) read at once by one instance; more answer 503 with Retry-After. */
  UPLOADS_MAX_CONCURRENT: wholeNumber('UPLOADS_MAX_CONCURRENT', 4).pipe(
    z.number().min(1, { error: 'UPLOADS_MAX_CONCURRENT must be at least 1' }),
  ),
  /** Megabytes of documents one user may store (0: no limit). */
  STORAGE_QUOTA_MB: wholeNumber('STORAGE_QUOTA_MB', 100),
  /** Megabytes one library import upload may be (the whole D.C. Code is a 19 MB tarball). */
  LIBRARY_IMPORT_MAX_MB: wholeNumber('LIBRARY_IMPORT_MAX_MB', 200).pipe(
    z.number().min(1, { error: 'LIBRARY_IMPORT_MAX_MB must be at least 1' }),
  ),
  /** Where the built SPA is; defaults to apps/web/dist. The e2e runs build their own copy. */
  WEB_DIST_DIR: optionalString,
  JOBS_CONCURRENCY: wholeNumber('JOBS_CONCURRENCY', 2),
  JOBS_POLL_MS: wholeNumber('JOBS_POLL_MS', 1000),
  JOBS_LEASE_MS: wholeNumber('JOBS_LEASE_MS', 30_000),
});

type RawEnv = Record<string, string>;

/**
 * Rules between variables. They read the raw values rather than hanging off the schema, because a schema-level
 * refinement does not run once any single variable is bad, and the start-up error must list every problem.
 */
function dependentProblems(env: RawEnv): string[] {
  const problems: string[] = [];
  if (env.PAYMENTS_PROVIDER === 'square') {
    for (const key of ['SQUARE_ACCESS_TOKEN', 'SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID']) {
      if (!env[key]) problems.push(`${key}: ${key} is required when PAYMENTS_PROVIDER=square`);
    }
  }
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
    problems.push('LLM_BASE_URL: LLM_BASE_URL is required when LLM_PROVIDER=openai-compatible');
  }
  const embeddingProvider = env.EMBEDDING_PROVIDER;
  const llmKeyShared = env.LLM_PROVIDER === embeddingProvider && env.LLM_API_KEY;
  if (
    (embeddingProvider === 'openai' || embeddingProvider === 'google') &&
    !env.EMBEDDING_API_KEY &&
    !llmKeyShared
  ) {
    problems.push(
      `EMBEDDING_API_KEY: EMBEDDING_API_KEY is required when EMBEDDING_PROVIDER=${embeddingProvider}`,
    );
  }
  if (embeddingProvider === 'openai-compatible') {
    for (const key of ['EMBEDDING_MODEL', 'EMBEDDING_BASE_URL']) {
      const inherited =
        key === 'EMBEDDING_BASE_URL' && env.LLM_PROVIDER === 'openai-compatible' && env.LLM_BASE_URL;
      if (!env[key] && !inherited)
        problems.push(`${key}: ${key} is required when EMBEDDING_PROVIDER=openai-compatible`);
    }
  }
  if (env.STT_PROVIDER === 'openai-compatible' && !env.STT_BASE_URL) {
    problems.push('STT_BASE_URL: STT_BASE_URL is required when STT_PROVIDER=openai-compatible');
  }
  if (env.STT_PROVIDER === 'openai' && !env.STT_API_KEY) {
    problems.push('STT_API_KEY: STT_API_KEY is required when STT_PROVIDER=openai');
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET');
  }
  return problems;
}

export type Env = z.infer<typeof envSchema>;

/** The embedding models used when EMBEDDING_MODEL is not set. */
const defaultEmbeddingModels = { openai: 'text-embedding-3-small', google: 'gemini-embedding-001' } as const;

/**
 * The embedding provider, or undefined for none. The key and base URL default to the LLM's when both name the
 * same provider (one Ollama, one OpenAI account). `name` identifies the vectors a model makes: vectors of
 * another name are not compared with this model's and are re-made.
 */
function embeddingsConfig(env: Env) {
  const provider = env.EMBEDDING_PROVIDER;
  if (provider === 'none') return undefined;
  const sameAsLlm = env.LLM_PROVIDER === provider;
  const model =
    env.EMBEDDING_MODEL ?? (provider === 'openai-compatible' ? '' : defaultEmbeddingModels[provider]);
  const dimensions = env.EMBEDDING_DIMENSIONS;
  return {
    provider,
    model,
    apiKey: env.EMBEDDING_API_KEY ?? (sameAsLlm ? env.LLM_API_KEY : undefined),
    baseUrl: env.EMBEDDING_BASE_URL ?? (sameAsLlm ? env.LLM_BASE_URL : undefined),
    dimensions,
    name: `${provider}/${model}${dimensions ? `/${dimensions}` : ''}`,
    /** A search waits this long for the question's vector, then ranks by words alone. */
    queryTimeoutMs: env.EMBEDDING_QUERY_TIMEOUT_MS,
  };
}

const OPENAI_API_URL = 'https://api.openai.com/v1';

/**
 * The speech-to-text engine asked for. `auto`: a hosted provider when one is configured (a base URL makes it
 * OpenAI-compatible, a key alone OpenAI), else PocketSphinx, which the adapter uses only when it is installed.
 */
function speechConfig(env: Env) {
  const provider =
    env.STT_PROVIDER !== 'auto'
      ? env.STT_PROVIDER
      : env.STT_BASE_URL
        ? 'openai-compatible'
        : env.STT_API_KEY
          ? 'openai'
          : 'pocketsphinx';
  return {
    provider,
    /** Whether the provider was named (a missing PocketSphinx is then worth saying) or chosen by default. */
    explicit: env.STT_PROVIDER !== 'auto',
    baseUrl: (env.STT_BASE_URL ?? OPENAI_API_URL).replace(/\/+$/, ''),
    apiKey: env.STT_API_KEY,
    model: env.STT_MODEL ?? 'whisper-1',
    /** A hosted transcription that has not answered after this long has failed. */
    timeoutMs: env.STT_TIMEOUT_MS,
    /** Debian's places when the environment gives no PATH (tests build their config without one). */
    searchPath: env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
  };
}

export type SpeechConfig = ReturnType<typeof speechConfig>;

export type EmbeddingsConfig = NonNullable<ReturnType<typeof embeddingsConfig>>;

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env) {
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    database: {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT_MS,
    },
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appSecret: env.APP_SECRET,
    admin: {
      email: env.ADMIN_EMAIL.toLowerCase(),
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    },
    llm: {
      provider: env.LLM_PROVIDER,
      model: env.LLM_MODEL,
      apiKey: env.LLM_API_KEY,
      baseUrl: env.LLM_BASE_URL,
      /** A provider silent this long, or still answering at the deadline, has failed (issue 16 item 5). */
      timeouts: { idleMs: env.LLM_IDLE_TIMEOUT_MS, deadlineMs: env.LLM_REPLY_DEADLINE_MS },
    },
    embeddings: embeddingsConfig(env),
    speech: speechConfig(env),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      square: {
        accessToken: env.SQUARE_ACCESS_TOKEN,
        applicationId: env.SQUARE_APPLICATION_ID,
        locationId: env.SQUARE_LOCATION_ID,
        environment: env.SQUARE_ENVIRONMENT,
      },
    },
    credits: { signup: env.SIGNUP_CREDITS, perMessage: env.CREDITS_PER_MESSAGE },
    redisUrl: env.REDIS_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    uploads: {
      maxConcurrent: env.UPLOADS_MAX_CONCURRENT,
      quotaBytes: env.STORAGE_QUOTA_MB === 0 ? Infinity : env.STORAGE_QUOTA_MB * 1024 * 1024,
      /** Uploads are streamed here (beside the files store, so copying is local) until they are stored. */
      tempDir: path.join(path.resolve(env.DATA_DIR), 'uploads-tmp'),
    },
    library: {
      /** The largest upload an admin may import at once (archive or files together). */
      importMaxBytes: env.LIBRARY_IMPORT_MAX_MB * 1024 * 1024,
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    jobs: {
      /** Jobs one instance runs at once (0: this instance runs none, it only queues and follows them). */
      concurrency: env.JOBS_CONCURRENCY,
      /** How often it looks for due jobs, renews its leases and sees cancellations from other instances. */
      pollMs: Math.max(10, env.JOBS_POLL_MS),
      /** How long a claim lasts without renewal: a dead instance's jobs run again after this. */
      leaseMs: Math.max(1000, env.JOBS_LEASE_MS),
    },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env in main.ts, a plain object in tests) and lists every bad variable. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const cleaned: RawEnv = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  // A variable outside its list says what the list is, whatever messages the API has installed for requests.
  const parsed = envSchema.safeParse(cleaned, {
    error: (issue) =>
      issue.code === 'invalid_value'
        ? `${issue.path?.join('.')} must be one of: ${issue.values.map(String).join(', ')}`
        : undefined,
  });
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...dependentProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data);
}
