import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/business.ts';
import { launchChromium } from '#tests/support/browser.ts';
import { idTokenFor } from '#tests/support/cognito.ts';

const { url, admin } = inject('stack');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage(viewport = { width: 1280, height: 800 }) {
  context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

describe('app shell in Chromium against the local stack', () => {
  it('renders the home page from domain facts; a signed-out visitor gets a 401 from /api/user and no session', async () => {
    const { page, errors } = await freshPage();
    const userCall = page.waitForResponse((r) => r.url().endsWith('/api/user'));
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.locator('h1').textContent()).toBe(businessFacts.name);
    expect((await userCall).status()).toBe(401);
    expect(await page.getByTestId('session-status').count()).toBe(0);
    await expect.poll(() => page.locator('.fleet li').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the signed-in staff member when the session cookie is valid', async () => {
    const { page } = await freshPage();
    // Chromium treats loopback as a secure origin, so the __Host- cookie works over local HTTP too.
    const token = await idTokenFor(admin.email, admin.password);
    await context.addCookies([{ name: '__Host-session', value: token, domain: new URL(url).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }]);
    await page.goto(url);
    await expect.poll(() => page.getByTestId('session-status').textContent()).toBe(`Signed in as ${admin.email} (staff)`);
    await context.close();
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const { page } = await freshPage();
    const response = await page.goto(`${url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(businessFacts.name);
    await context.close();
  });

  it('is keyboard reachable: the first Tab lands on the skip link', async () => {
    const { page } = await freshPage();
    await page.goto(url);
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await context.close();
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    it(`has no axe violations (${name}) on the home and not-found pages`, async () => {
      const { page } = await freshPage(viewport);
      for (const path of ['/', '/no-such-page']) {
        await page.goto(url + path);
        await page.locator('h1').waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
      }
      await context.close();
    });
  }
});
