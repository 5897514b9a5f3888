import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Server integration tests run on PGlite always. When TEST_DATABASE_URL is set, the tests of what only a
// PostgreSQL server does differently run again on it (decision 019): PGlite is PostgreSQL itself, so the same
// SQL gives the same answer, and re-running every file there proved nothing more at twice the cost.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The server test files that run on PostgreSQL too, besides every `*.postgres.test.ts` (PostgreSQL only: other
 * connections, locks, a server that goes away, a server without pgvector). Each one here tests what a server
 * with a pool of connections does and one embedded connection cannot: transactions that really run at once,
 * row and advisory locks between them, several instances each with a pool of its own, a database that is gone.
 * A new test of that kind belongs here (or in a `*.postgres.test.ts` when PGlite cannot run it at all).
 */
export const alsoOnPostgres = [
  // Several instances on one database: jobs claimed with SKIP LOCKED and leases, crash recovery.
  'src/modules/jobs/jobs.routes.test.ts',
  'src/modules/chats/reply-recovery.routes.test.ts',
  'src/modules/billing/purchase-race.routes.test.ts',
  'src/modules/billing/renewal.test.ts',
  'src/modules/billing/renewal-warnings.test.ts',
  // Requests racing on one row: locks, unique indexes and the driver's 23505 decide the winner.
  'src/domain/credits/ledger.test.ts',
  'src/modules/auth/sessions.routes.test.ts',
  'src/modules/billing/purchase.routes.test.ts',
  'src/modules/billing/subscriptions.routes.test.ts',
  'src/modules/users/users.routes.test.ts',
  'src/modules/chats/chat-stream.routes.test.ts',
  'src/modules/recordings/transcription-start.routes.test.ts',
  // The database going away answers 503 (the driver's errors differ); start-up on PostgreSQL loads no PGlite.
  'src/modules/health/health.routes.test.ts',
  'src/app-startup.test.ts',
];
// A renamed or moved file must not silently stop running on PostgreSQL.
for (const file of alsoOnPostgres)
  if (!fs.existsSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'apps/server', file)))
    throw new Error(`vitest.config.ts: ${file} (alsoOnPostgres) does not exist`);

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include:
      db === 'pglite'
        ? ['src/**/*.test.ts', 'test/**/*.test.ts']
        : ['src/**/*.postgres.test.ts', ...alsoOnPostgres],
    // `*.postgres.test.ts` tests what only PostgreSQL has (other connections, locks, a server that goes away).
    exclude: db === 'pglite' ? [...configDefaults.exclude, '**/*.postgres.test.ts'] : configDefaults.exclude,
    environment: 'node',
    env: { AMICUS_TEST_DB: db },
    // PGlite: the catalogue, plans and guides are seeded once per run into an image each file starts from.
    globalSetup: db === 'pglite' ? ['test/global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // Each file builds its own app on its own database and closes it; no test mocks a module or changes the
    // environment. Loading the server's modules once per worker instead of once per file saved most of the
    // ~1.5 s each of about 100 files spent importing before its first test.
    isolate: false,
  },
});

/**
 * Vitest's order (project by project, larger files first), except that the files importing the whole legal corpora
 * start first: they take about three minutes of one worker, and started last they ran alone at the end of the run.
 */
class CorporaFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const readsCorpora = (file: TestSpecification) => /corpora[^/]*\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(readsCorpora), ...sorted.filter((file) => !readsCorpora(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: CorporaFirst },
    // Server tests mostly wait (on sockets, timers, child processes): one file more than there are cores keeps
    // both cores of a small machine busy (Vitest's default is one fewer than the cores: one at a time on two).
    maxWorkers: Math.max(2, os.availableParallelism() + 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The repository's own tooling: the lint rules catch what they are there to catch.
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      // The web project keeps its own config beside its Vite config (React plugin, path alias).
      'apps/web/vitest.config.ts',
    ],
  },
});
