import fs from 'node:fs';

const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Debian's Chromium, as the browser journeys, the browser benches and the screenshot script launch it: without
 * these flags it tries to reach Google's services, and on a closed network its connections fail.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the journeys run in: Debian's headless shell (package chromium-headless-shell, the old headless
 * mode Playwright itself uses headless) when it is installed, Chromium otherwise. It renders the same pages with
 * about a quarter less CPU (axe-routes: 270 s of test time against 362 s); the benches, the screenshots and the
 * microphone journeys keep the whole browser.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
