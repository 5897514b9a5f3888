// Lighthouse's mobile profile (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU) on Debian's
// Chromium with the flags the browser journeys use (e2e/playwright.config.ts). Aims: performance ≥ 90 and
// accessibility 100 on the landing and sign-in pages (issue 20).
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { freePort } from '../support/app-server';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** The accessibility audits that failed, by id. */
  failed: string[];
};

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

/** One Lighthouse run of `url` in a fresh browser (no cache, no stored theme or session). */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const accessibilityAudits = categories.accessibility!.auditRefs.map((ref) => audits[ref.id]!);
    return {
      performance: Math.round((categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.displayValue ?? '?']),
      ),
      failed: accessibilityAudits
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => audit.id),
    };
  } finally {
    await browser.close();
  }
}

/** Runs each url `runs` times and prints the median run (by performance score) of each. */
export async function reportLighthouse(urls: Record<string, string>, runs: number): Promise<void> {
  for (const [route, url] of Object.entries(urls)) {
    const results: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(url));
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)]!;
    const metrics = Object.entries(median.metrics)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    console.log(
      `${route.padEnd(7)} performance ${median.performance} (runs: ${results.map((r) => r.performance).join(', ')}; aim ≥ 90),` +
        ` accessibility ${median.accessibility} (aim 100); ${metrics}` +
        (median.failed.length > 0
          ? `\n        failed accessibility audits: ${median.failed.join(', ')}`
          : ''),
    );
  }
}
