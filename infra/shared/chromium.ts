import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH names another, such as a CI runner's Chrome. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Debian's headless shell (`apt-get install chromium-headless-shell`): the same Blink and V8, without the desktop browser around them. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the test suites drive: the headless shell when it is installed (the same pages took
 * 14% less of Chromium's CPU in it, and the e2e suites are bound by that CPU: decision 070), else
 * Debian's Chromium. CHROMIUM_PATH names another, as for every other use. What a visitor's browser
 * does is measured on the full Chromium (`npm run bench:web`).
 */
export function testBrowserPath(): string {
  return process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
}

/** Headless, with everything Chromium would reach the network for on its own switched off. */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
