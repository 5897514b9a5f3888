// Benchmark: the web's first visit. Builds the SPA (with the app's own vite.config.ts), reports the gzipped
// JavaScript a first visit to / and to /login fetches (web/bundle.ts), then serves that build from the real
// server and reports Lighthouse's mobile performance and accessibility scores for both pages, the median of
// BENCH_LIGHTHOUSE_RUNS runs (3; web/lighthouse.ts). Figures only: it never passes or fails. Lighthouse's
// performance score is sensitive to a busy machine: compare figures taken on the same machine, at rest.
//
//   node --import tsx bench/web.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { startAppServer } from './support/app-server';
import { measuredPages, reportBundle } from './web/bundle';
import { reportLighthouse } from './web/lighthouse';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-web-'));
const webDist = path.join(dir, 'web-dist');

try {
  const output = (await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: webDist, emptyOutDir: true },
  })) as Rollup.RollupOutput;
  console.log('initial JavaScript (gzipped):');
  reportBundle(output);

  const { base, stop } = await startAppServer({ webDist, dataDir: path.join(dir, 'data') });
  try {
    console.log('\nLighthouse, mobile profile:');
    await reportLighthouse(
      Object.fromEntries(measuredPages.map(([route]) => [route, `${base}${route}`])),
      Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    );
  } finally {
    stop();
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
