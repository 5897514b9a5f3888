// Screenshots a page of a running Amicus at 1280 px and 390 px wide, for looking at screens during work:
//   node --import tsx scripts/screenshot.ts <url> <out-prefix> [--login user:password] [--theme dark]
//        [--wait ms] [--width 1280|390] [--click <selector>]... [--fill <selector> <text>]... [--viewport-only]
// Writes <out-prefix>-1280.png and <out-prefix>-390.png (full page unless --viewport-only). --click and --fill
// run in the order given, after the page has loaded (Playwright selectors: 'text=Save', 'role=tab[name="…"]').
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const [url, out, ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error(
    'usage: screenshot.ts <url> <out-prefix> [--login user:password] [--theme dark] [--wait ms] [--width px] [--click selector]... [--fill selector text]... [--viewport-only]',
  );
  process.exit(1);
}
const option = (name: string) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};

/** The --click and --fill steps, in the order they were given. */
const steps: { kind: 'click' | 'fill'; selector: string; text: string }[] = [];
rest.forEach((arg, i) => {
  if (arg === '--click' && rest[i + 1] !== undefined)
    steps.push({ kind: 'click', selector: rest[i + 1]!, text: '' });
  if (arg === '--fill' && rest[i + 2] !== undefined)
    steps.push({ kind: 'fill', selector: rest[i + 1]!, text: rest[i + 2]! });
});

async function runSteps(page: Page) {
  for (const step of steps) {
    const target = page.locator(step.selector).first();
    if (step.kind === 'click') await target.click();
    else await target.fill(step.text);
    await page.waitForTimeout(250);
  }
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const widths = option('--width') ? [Number(option('--width'))] : [1280, 390];
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const login = option('--login');
  if (login) {
    const [username, password] = login.split(':');
    const res = await page.request.post(`${origin}/api/v1/auth/login`, { data: { username, password } });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  if (option('--theme') === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(url, { waitUntil: 'networkidle' });
  await runSteps(page);
  await page.waitForTimeout(Number(option('--wait') ?? 400));
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: !rest.includes('--viewport-only') });
  await context.close();
}
await browser.close();
console.log(`wrote ${widths.map((w) => `${out}-${w}.png`).join(' and ')}`);
