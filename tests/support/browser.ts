import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TEST_CLIENT_ADDRESS_HEADER } from '#infra/local/gateway.ts';
import { newClientAddress } from './client-address.ts';
import { recordBrowserRequest } from './network-guard.ts';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with everything that would reach the network switched off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // No test reaches the network (decision 039): only loopback names resolve; a page's request
      // elsewhere fails there and fails the test (openPage).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
    ],
  });
}

/**
 * A page in a fresh context that collects page errors and console errors. Each context is a
 * visitor of its own: its API requests carry a loopback address of their own, which the test
 * stack's gateway takes as the viewer's (gateway.ts trustTestHeaders), so thirty suites signing
 * in from one browser never share one address's sign-in and quote limits, as real visitors do not.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const address = newClientAddress();
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => route.fallback({ headers: { ...route.request().headers(), [TEST_CLIENT_ADDRESS_HEADER]: address } }),
  );
  context.on('request', (request) => recordBrowserRequest(request.url()));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems };
}

/** Waits until a prerendered page has handed itself to React (after whatever intent started it). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

/** Moves the pointer, as any visitor does, so a prerendered page hands itself to React; waits until it has. */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(5, 300);
  await hydrated(page);
}

const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/** axe's findings on the page as it is now, one line each (an empty list means none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A frame sandboxed without scripts (the e-mail preview) cannot take axe's script: Chromium
  // refuses it and the run then never finishes, so such frames are left out (their own title,
  // the frame's accessible name, is the caller's to check).
  const builder = new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAMES);
  // With no frame axe could enter, its one-pass mode checks the same and costs a third less (no
  // results page per run): twelve checks in one story took 30 s instead of 46 s. A page with such
  // frames (the home page's embedded quote builder) gets the frame-by-frame run.
  const enterable = await page.locator(`iframe:not(${SCRIPTLESS_FRAMES})`).count();
  const results = await builder.setLegacyMode(enterable === 0).analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.help} ${v.nodes[0]?.target.join(' ')}`);
}

/**
 * Opens `address` signed out and signs in on the sign-in page the guard shows there; the guard
 * then brings the page back to `address`.
 */
export async function signInAt(page: Page, address: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(address);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in once the form is gone. If it stays, the failure names what the page said (a refused
  // sign-in, a slow answer) rather than leaving the next step to time out on a missing heading.
  try {
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ state: 'detached', timeout: 30_000 });
  } catch {
    const said = (await page.getByRole('alert').allTextContents()).map((text) => text.trim()).filter(Boolean);
    throw new Error(
      `Signing in as ${account.email} at ${address} did not leave the sign-in page (${page.url()}); the page says: ${said.join(' | ') || 'nothing'}`,
    );
  }
}

/**
 * Posts `message` to the page's window and resolves once the page has handled it: a probe posted
 * after it arrives after every listener ran for it (messages are dispatched in order), then two
 * frames let React commit whatever the listeners changed. After it, "the page ignored the
 * message" is a fact, not a guess after a sleep.
 */
export async function postAndSettle(page: Page, message: unknown): Promise<void> {
  await page.evaluate(
    (sent) =>
      new Promise<void>((resolve) => {
        const probe = { probe: crypto.randomUUID() };
        const onProbe = (event: MessageEvent) => {
          if ((event.data as { probe?: string } | null)?.probe !== probe.probe) return;
          window.removeEventListener('message', onProbe);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        window.addEventListener('message', onProbe);
        window.postMessage(sent, '*');
        window.postMessage(probe, '*');
      }),
    message,
  );
}
