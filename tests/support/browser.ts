import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type axe from 'axe-core';
import { chromium, type Browser, type BrowserServer, type Frame, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { TEST_CLIENT_ADDRESS_COOKIE } from '#infra/local/gateway.ts';
import { HEADLESS_CHROMIUM_FLAGS, testBrowserPath } from '#infra/shared/chromium.ts';
import { newClientAddress } from './client-address.ts';
import { recordBrowserRequest } from './network-guard.ts';
import { loginWithSecondFactor } from './totp.ts';

/** The suites' browser (testBrowserPath: the headless shell when installed). */
export const TEST_BROWSER_PATH = testBrowserPath();

const CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_FLAGS,
  '--disable-quic',
  // No test reaches the network (decision 039): only loopback names resolve; a page's request
  // elsewhere fails there and fails the test (openPage).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

/** Where the run's one Chromium listens (set by the e2e project's global setup, local-stack-setup.ts). */
export const BROWSER_ENDPOINT_VARIABLE = 'TEST_BROWSER_ENDPOINT';

/** Starts the suites' Chromium (TEST_BROWSER_PATH), headless, with everything that would reach the network switched off, for the run's files to connect to. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
}

/**
 * The suites' Chromium, headless, with everything that would reach the network switched off. In the
 * e2e run, the files connect to the run's one Chromium (each test's context is its own visitor)
 * rather than each starting one; closing the connection closes only the file's contexts.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
}

/**
 * A page in a fresh context that collects page errors and console errors. Each context is a
 * visitor of its own: its requests carry a loopback address of their own (a cookie), which the
 * test stack's gateway takes as the viewer's (gateway.ts trustTestHeaders), so thirty suites signing
 * in from one browser never share one address's sign-in and quote limits, as real visitors do not.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: TEST_CLIENT_ADDRESS_COOKIE, value: newClientAddress(), domain: new URL(inject('stack').url).hostname, path: '/' }]);
  // Chromium cannot resolve an outside name (CHROMIUM_ARGS) and this machine has no route out, so
  // a request to an outside host fails: failed requests alone are watched. Watching every request
  // had Playwright send each one, its response and its end from the browser's driver to the test.
  context.on('requestfailed', (request) => recordBrowserRequest(request.url()));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems };
}

/**
 * Holds the request for React's code (the hydrate chunk) until released, so a test can act on a
 * prerendered or rendered page before React has it; `requested` resolves when the page asks for it.
 */
export async function holdHydration(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
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

// A frame sandboxed without scripts (the e-mail preview) cannot take axe's script: Chromium refuses
// it and the run then never finishes, so such frames are left out (their own title, the frame's
// accessible name, is the caller's to check).
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

// axe's minified build: `axe.source` is the 1.3 MB readable one, and handing it to each page cost
// about 440 ms of a check's 1.4 s on two cores; the minified 580 KB costs about 300 (same rules).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe finding as a line: the rule, how many nodes, what it asks, the first node. */
const findingLine = (v: { id: string; help: string; nodes: ReadonlyArray<{ target: unknown[] }> }) =>
  `${v.id} (${v.nodes.length}) ${v.help} ${v.nodes[0]?.target.join(' ')}`;

/** Waits until no animation or transition is running but endless ones (a spinner). */
function animationsSettled(page: Page | Frame): Promise<unknown> {
  return page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe's findings on the page as it is now, one line each (an empty list means none). `within`
 * checks only that part: for a part that changed on a page already checked whole (a form's error
 * state on the inventory screen, whose 2,700 elements cost axe's contrast rule seconds on every
 * whole-page pass). The page-wide rules (landmarks, one h1) then do not run.
 */
export async function axeViolations(page: Page, within?: Locator): Promise<string[]> {
  // Colours are judged as they settle: a button fading back from its pressed colour, read midway,
  // is a contrast failure that no visitor sees.
  await animationsSettled(page);
  const enterable = await (within ?? page).locator(`iframe:not(${SCRIPTLESS_FRAMES})`).count();
  if (enterable > 0) {
    if (within) throw new Error('axeViolations: a part of a page with frames is not checked apart');
    // A page with frames axe can enter (the home page's embedded quote builder) gets the
    // frame-by-frame run, which puts axe into every frame.
    const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).exclude(SCRIPTLESS_FRAMES).analyze();
    return results.violations.map(findingLine);
  }
  // A page with no frame to enter is checked in one pass. axe goes into the document once (not on
  // every check, as the builder does: it was parsed twice per check) and reports only
  // violations, the one result type read here, so it does not collect every passing node.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await (within ?? page.locator('html')).evaluate(
    async (part, { exclude, whole }) => {
      const { axe: run } = window as unknown as { axe: typeof axe };
      const context = whole ? { exclude: [[exclude]] } : { include: [part], exclude: [[exclude]] };
      const results = await run.run(context, { resultTypes: ['violations'], iframes: false });
      return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((node) => ({ target: node.target as unknown[] })) }));
    },
    { exclude: SCRIPTLESS_FRAMES, whole: within === undefined },
  );
  return violations.map(findingLine);
}

/**
 * Signs the page's visitor in through the API (the session cookies land in the page's context, as
 * the sign-in form's own request leaves them) and opens `address`. The sign-in form itself is
 * admin-auth's and portal-sign-in's to prove; every other suite starts signed in, as staff who
 * signed in earlier do, rather than paying for the form on every test.
 */
export async function signInAt(page: Page, address: string, account: { email: string; password: string }): Promise<void> {
  const { origin } = new URL(address);
  // Staff who move money give their authenticator's code too (decision 085, totp.ts).
  const answer = await loginWithSecondFactor(async (data) => {
    const response = await page.request.post(`${origin}/api/auth/login`, {
      data,
      // The context's cookies go with it: the session's land there, and its address is the page's.
      headers: { origin },
    });
    const text = await response.text();
    return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : null };
  }, account);
  if (answer.status !== 200 || !(answer.body as { user?: unknown } | null)?.user)
    throw new Error(`Signing in as ${account.email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  await page.goto(address);
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

/**
 * Whether an input's placeholder is drawn whole, not cut at the box's edge: its width in the
 * input's own font against the room inside the padding.
 */
export function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element) => {
    const box = element as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return box.placeholder !== '' && context.measureText(box.placeholder).width <= room;
  });
}

/**
 * The focused element's focus ring: its outline's colour and width, the colour of the band inside
 * it (a box-shadow ring, base.css; 'none' without one), and the colour it is drawn on (the nearest
 * ancestor's background that is not transparent), as `rgb(...)` strings.
 */
export async function focusRing(page: Page | Frame): Promise<{ outline: string; width: number; inner: string; background: string }> {
  // Read once drawn: a button's ring grows in with its shadow's transition.
  await animationsSettled(page);
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    let around: HTMLElement | null = focused.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (around) {
      const colour = getComputedStyle(around).backgroundColor;
      if (colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)') {
        background = colour;
        break;
      }
      around = around.parentElement;
    }
    const inner = /^(rgba?\([^)]*\)) 0px 0px 0px [1-9]/.exec(style.boxShadow)?.[1] ?? 'none';
    return { outline: style.outlineStyle === 'none' ? 'none' : style.outlineColor, width: Number.parseFloat(style.outlineWidth), inner, background };
  });
}
