/**
 * Debian's Chromium, as the browser journeys, the browser benches and the screenshot script launch it: without
 * these flags it tries to reach Google's services, and on a closed network its connections fail.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
