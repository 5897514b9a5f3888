import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages a server loads only when it is configured to use them (the AI SDK: when a hosted model is used), and
 * the password list's package never (the server reads its own copy of the 1,000 words it needs). Each one is
 * heap and start-up time.
 */
const HOSTED_LLM = ['@ai-sdk/anthropic', '@ai-sdk/google', '@ai-sdk/openai', 'ai'];
const OPTIONAL = [
  '@aws-sdk/client-s3',
  '@zxcvbn-ts/language-common',
  'ioredis',
  'nodemailer',
  'square',
  ...HOSTED_LLM,
];

type Loaded = { atStart: string[]; afterHostedReply: string[] };

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-startup-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Builds the app in a fresh process (see test/startup/load-probe.ts) and answers what it loaded. */
async function probe(env: Record<string, string>): Promise<Loaded> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'test/startup/load-probe.ts'],
    {
      cwd: serverRoot,
      env: { ...process.env, PROBE_ENV: JSON.stringify(env), PROBE_DATA_DIR: dataDir },
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Loaded;
}

const among = (names: string[], wanted: string[]) => names.filter((name) => wanted.includes(name));

describe('optional packages', () => {
  it('are not loaded by a server that is not configured to use them; the AI SDK comes with the first hosted reply', async () => {
    const loaded = await probe({});
    expect(among(loaded.atStart, OPTIONAL)).toEqual([]);
    // The probe does see packages being loaded: the ones every server needs, and the AI SDK on demand.
    expect(loaded.atStart).toEqual(expect.arrayContaining(['fastify', 'pg']));
    expect(among(loaded.afterHostedReply, OPTIONAL)).toEqual(HOSTED_LLM);
    // On PostgreSQL, the embedded database's code is not loaded either.
    if (process.env.AMICUS_TEST_DB === 'postgres')
      expect(loaded.afterHostedReply).not.toContain('@electric-sql/pglite');
  }, 60_000);

  it('are loaded at start when configured: Square, S3, Redis and SMTP', async () => {
    // Nothing is sent at start: the bucket and the mail server need not be there (Redis is, as in CI).
    const loaded = await probe({
      PAYMENTS_PROVIDER: 'square',
      SQUARE_ACCESS_TOKEN: 'probe-token',
      SQUARE_APPLICATION_ID: 'sandbox-sq0idb-probe',
      SQUARE_LOCATION_ID: 'probe-location',
      S3_BUCKET: 'probe-bucket',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'probe-key',
      S3_SECRET_ACCESS_KEY: 'probe-secret',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    expect(among(loaded.atStart, OPTIONAL)).toEqual([
      '@aws-sdk/client-s3',
      'ioredis',
      'nodemailer',
      'square',
    ]);
  }, 60_000);
});

describe('the compiled server', () => {
  /** Packages imported by main.js and the chunks it imports statically: what the process loads at start. */
  function packagesAtStart(metafile: Metafile, entry: string): string[] {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (output: string) => {
      if (seen.has(output)) return;
      seen.add(output);
      for (const { path: imported, kind, external } of metafile.outputs[output]!.imports) {
        if (kind !== 'import-statement') continue;
        if (!external) visit(imported);
        else if (!imported.startsWith('node:'))
          packages.add(imported.split('/', imported.startsWith('@') ? 2 : 1).join('/'));
      }
    };
    visit(entry);
    return [...packages].sort();
  }

  it('keeps what the sources load lazily out of its start-up: import() stays a chunk of its own', async () => {
    const outdir = path.join(serverRoot, '.tmp', `build-test-${process.pid}`);
    const build = (await import(pathToFileURL(path.join(serverRoot, 'build.mjs')).href)) as {
      buildServer: (outdir: string) => Promise<Metafile>;
    };
    try {
      const metafile = await build.buildServer(outdir);
      const main = path.relative(serverRoot, path.join(outdir, 'main.js'));
      const atStart = packagesAtStart(metafile, main);
      expect(among(atStart, OPTIONAL)).toEqual([]);
      expect(atStart).toEqual(expect.arrayContaining(['fastify', 'pg', 'zod']));
      // No TypeScript loader in the production process, and the contract is compiled in, not imported.
      expect(atStart).not.toContain('tsx');
      expect(atStart).not.toContain('@amicus/contract');
      // The document templates are data the server reads beside itself at start-up: shipped with it.
      const templates = path.join(serverRoot, 'src/domain/letters/templates/document-templates');
      expect((await fs.readdir(path.join(outdir, 'document-templates'))).sort()).toEqual(
        (await fs.readdir(templates)).sort(),
      );
    } finally {
      await fs.rm(outdir, { recursive: true, force: true });
    }
  }, 30_000);
});
