import { configDefaults, defineConfig } from 'vitest/config';

// Server integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts` tests what only PostgreSQL has (other connections, locks, a server that goes away).
    exclude: db === 'pglite' ? [...configDefaults.exclude, '**/*.postgres.test.ts'] : configDefaults.exclude,
    environment: 'node',
    env: { AMICUS_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      // The web project keeps its own config beside its Vite config (React plugin, path alias).
      'apps/web/vitest.config.ts',
    ],
  },
});
