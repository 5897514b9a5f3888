import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './support/chromium';
import { E2E_BASE_URL, E2E_PORT } from './support/env';

/**
 * Journeys in Debian's Chromium against the real server (built SPA + API) on a fresh embedded database.
 * `reuseExistingServer` is off: every run starts from an empty database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per port, so runs sharing a machine do not delete each other's traces and screenshots.
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every journey (DOM snapshots and a screencast, kept on failure) took a quarter of the
    // run's time (4.0 against 3.0 min for axe-routes, trial-journey and landing). A failing journey is run again
    // with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: '**/admin-library.spec.ts',
    },
    // The admin's import adds 1,500 sections to the D.C. Code the other journeys read and disables it: it runs
    // once they are done, on the same server.
    {
      name: 'library-admin',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: '**/admin-library.spec.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node --import tsx support/start-server.ts',
    url: `${E2E_BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
