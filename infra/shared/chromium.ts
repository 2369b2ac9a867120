/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH names another, such as a CI runner's Chrome. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
