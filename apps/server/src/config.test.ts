import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts from documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      database: { statementTimeoutMs: 15_000, connectionTimeoutMs: 5_000 },
      appUrl: 'http://localhost:8080',
      admin: { email: 'admin@example.com', username: 'admin', password: undefined },
      llm: { provider: 'offline' },
      mail: { smtpUrl: undefined },
      payments: { provider: 'sandbox' },
      credits: { signup: 10, perMessage: 1 },
      redisUrl: undefined,
      s3: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('bounds model calls: 30 s of silence and 180 s in all by default, or the set values', () => {
    expect(loadConfig({}).llm.timeouts).toEqual({ idleMs: 30_000, deadlineMs: 180_000 });
    expect(loadConfig({ LLM_IDLE_TIMEOUT_MS: '5000', LLM_REPLY_DEADLINE_MS: '60000' }).llm.timeouts).toEqual({
      idleMs: 5_000,
      deadlineMs: 60_000,
    });
    expect(problemsOf({ LLM_IDLE_TIMEOUT_MS: '0', LLM_REPLY_DEADLINE_MS: 'soon' })).toEqual([
      'LLM_IDLE_TIMEOUT_MS: LLM_IDLE_TIMEOUT_MS must be a whole number of milliseconds, 1 or more',
      'LLM_REPLY_DEADLINE_MS: LLM_REPLY_DEADLINE_MS must be a whole number of milliseconds, 1 or more',
    ]);
  });

  it('treats empty and blank strings as unset', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      APP_URL: '   ',
      APP_SECRET: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      SIGNUP_CREDITS: ' ',
      TRUST_PROXY: '',
      LLM_PROVIDER: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      appUrl: 'http://localhost:8080',
      appSecret: undefined,
      admin: { password: undefined },
      mail: { smtpUrl: undefined },
      credits: { signup: 10 },
      trustProxy: false,
      llm: { provider: 'offline' },
    });
  });

  it('reads set values', () => {
    const config = loadConfig({
      PORT: '9090',
      APP_URL: 'https://amicus.example.org/',
      ADMIN_EMAIL: 'Boss@Example.org',
      SIGNUP_CREDITS: '0',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtp://mail.example.org:587',
      DATABASE_URL: 'postgres://u@db:5432/amicus',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      DATABASE_CONNECTION_TIMEOUT_MS: '0',
    });
    expect(config).toMatchObject({
      database: { statementTimeoutMs: 30_000, connectionTimeoutMs: 0 },
      port: 9090,
      appUrl: 'https://amicus.example.org',
      admin: { email: 'boss@example.org' },
      credits: { signup: 0 },
      trustProxy: { hops: 1 },
      mail: { smtpUrl: 'smtp://mail.example.org:587' },
      databaseUrl: 'postgres://u@db:5432/amicus',
    });
  });

  it('lists every bad variable at once, each named', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/amicus',
      APP_URL: 'not a url',
      APP_SECRET: 'short',
      ADMIN_EMAIL: 'nobody',
      ADMIN_PASSWORD: 'abc',
      LLM_PROVIDER: 'skynet',
      SMTP_URL: 'http://mail',
      SIGNUP_CREDITS: '-5',
      CREDITS_PER_MESSAGE: '1.5',
      TRUST_PROXY: 'maybe',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'localhost:6379',
      DATABASE_STATEMENT_TIMEOUT_MS: '5s',
    });
    const named = problems.map((p) => p.split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'PORT',
        'DATABASE_URL',
        'APP_URL',
        'APP_SECRET',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'LLM_PROVIDER',
        'SMTP_URL',
        'SIGNUP_CREDITS',
        'CREDITS_PER_MESSAGE',
        'TRUST_PROXY',
        'LOG_LEVEL',
        'REDIS_URL',
        'DATABASE_STATEMENT_TIMEOUT_MS',
      ].sort(),
    );
    expect(problems).toContain('PORT: PORT must be a whole number from 0 to 65535');
    expect(problems).toContain('APP_SECRET: APP_SECRET must be at least 32 characters');
    expect(problems).toContain('SIGNUP_CREDITS: SIGNUP_CREDITS must be a whole number of 0 or more');
    expect(problems).toContain(
      'TRUST_PROXY: TRUST_PROXY must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
    );
  });

  it("reads TRUST_PROXY as no proxy, a hop count (true is one hop) or the proxies' addresses", () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('TRUE')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
    expect(trustOf(' 10.0.0.0/8, 192.168.1.7,::1, fd00::/8 , loopback')).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback'],
    });
    for (const bad of [
      'yes',
      '-1',
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0.1, proxy.local',
      '::1/129',
      '1.2.3.4/8/8',
    ]) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        'TRUST_PROXY: TRUST_PROXY must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
      ]);
    }
  });

  it('lists rules between variables together with single bad ones', () => {
    const problems = problemsOf({
      PORT: '70000',
      PAYMENTS_PROVIDER: 'square',
      SQUARE_ACCESS_TOKEN: '',
      LLM_PROVIDER: 'openai-compatible',
      S3_BUCKET: 'files',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: PORT must be a whole number from 0 to 65535',
        'SQUARE_ACCESS_TOKEN: SQUARE_ACCESS_TOKEN is required when PAYMENTS_PROVIDER=square',
        'SQUARE_APPLICATION_ID: SQUARE_APPLICATION_ID is required when PAYMENTS_PROVIDER=square',
        'SQUARE_LOCATION_ID: SQUARE_LOCATION_ID is required when PAYMENTS_PROVIDER=square',
        'LLM_BASE_URL: LLM_BASE_URL is required when LLM_PROVIDER=openai-compatible',
        'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('reads the upload limits: a quota in MB (0 for none) and at least one upload at once', () => {
    expect(loadConfig({}).uploads).toEqual({
      maxConcurrent: 4,
      quotaBytes: 100 * 1024 * 1024,
      tempDir: path.resolve('./data/uploads-tmp'),
    });
    const set = loadConfig({ STORAGE_QUOTA_MB: '0', UPLOADS_MAX_CONCURRENT: '2' }).uploads;
    expect(set).toMatchObject({ maxConcurrent: 2, quotaBytes: Infinity });
    expect(problemsOf({ UPLOADS_MAX_CONCURRENT: '0', STORAGE_QUOTA_MB: 'lots' })).toEqual([
      'UPLOADS_MAX_CONCURRENT: UPLOADS_MAX_CONCURRENT must be at least 1',
      'STORAGE_QUOTA_MB: STORAGE_QUOTA_MB must be a whole number of 0 or more',
    ]);
  });

  it('has no embedding provider by default, and reads one with its model, key and dimensions', () => {
    expect(loadConfig({}).embeddings).toBeUndefined();
    expect(loadConfig({ EMBEDDING_PROVIDER: 'none' }).embeddings).toBeUndefined();
    expect(
      loadConfig({ EMBEDDING_PROVIDER: 'openai', EMBEDDING_API_KEY: 'sk-e', EMBEDDING_DIMENSIONS: '512' })
        .embeddings,
    ).toEqual({
      provider: 'openai',
      model: 'text-embedding-3-small',
      apiKey: 'sk-e',
      baseUrl: undefined,
      dimensions: 512,
      name: 'openai/text-embedding-3-small/512',
      queryTimeoutMs: 1_500,
    });
    expect(
      loadConfig({ EMBEDDING_PROVIDER: 'google', EMBEDDING_API_KEY: 'g', EMBEDDING_QUERY_TIMEOUT_MS: '800' })
        .embeddings,
    ).toMatchObject({
      model: 'gemini-embedding-001',
      name: 'google/gemini-embedding-001',
      queryTimeoutMs: 800,
    });
  });

  it("takes the embedding key and address from the LLM's settings when both name the same provider", () => {
    const ollama = loadConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_API_KEY: 'ollama',
      EMBEDDING_PROVIDER: 'openai-compatible',
      EMBEDDING_MODEL: 'nomic-embed-text',
    }).embeddings;
    expect(ollama).toMatchObject({ baseUrl: 'http://localhost:11434/v1', apiKey: 'ollama' });
    const other = loadConfig({
      LLM_PROVIDER: 'google',
      LLM_API_KEY: 'g',
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_API_KEY: 'o',
    });
    expect(other.embeddings).toMatchObject({ apiKey: 'o' });
  });

  it('lists what an embedding provider lacks', () => {
    expect(problemsOf({ EMBEDDING_PROVIDER: 'openai-compatible' })).toEqual([
      'EMBEDDING_MODEL: EMBEDDING_MODEL is required when EMBEDDING_PROVIDER=openai-compatible',
      'EMBEDDING_BASE_URL: EMBEDDING_BASE_URL is required when EMBEDDING_PROVIDER=openai-compatible',
    ]);
    expect(problemsOf({ EMBEDDING_PROVIDER: 'openai' })).toEqual([
      'EMBEDDING_API_KEY: EMBEDDING_API_KEY is required when EMBEDDING_PROVIDER=openai',
    ]);
    expect(
      problemsOf({
        EMBEDDING_PROVIDER: 'cohere',
        EMBEDDING_DIMENSIONS: '0',
        EMBEDDING_BASE_URL: 'localhost',
      }),
    ).toEqual([
      'EMBEDDING_PROVIDER: EMBEDDING_PROVIDER must be one of: none, openai, google, openai-compatible',
      'EMBEDDING_BASE_URL: EMBEDDING_BASE_URL must be an absolute URL',
      'EMBEDDING_DIMENSIONS: EMBEDDING_DIMENSIONS must be a whole number from 1 to 16000',
    ]);
  });

  it('puts the list in the error message, one problem a line', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- LOG_LEVEL: .+/,
    );
  });
});
