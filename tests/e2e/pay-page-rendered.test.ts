import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TripShareResponse } from '#domain/portal/trip.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { SharePageResponse } from '#domain/payments/split-payments.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, holdHydration, launchChromium, openPage } from '#tests/support/browser.ts';
import { savedAndBooked } from '#tests/support/bookings.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie } from '#tests/support/portal.ts';

// The share page a friend opens is rendered with its booking's figures by its route, into the
// site's prerendered shell, and hydrated at the friend's first intent (decision 093).

const { url } = inject('stack');
const mobile = { width: 390, height: 844 };
let browser: Browser;
let payPath: string;
let sharePage: SharePageResponse;

beforeAll(async () => {
  browser = await launchChromium();
  const email = `riley.${randomUUID().slice(0, 8)}@test.example`;
  const { booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 12, eventDate: freshCruiseDate(2), packageType: 'essentials', lilyPad: false },
    { name: 'Riley Rendered', email, phone: '(512) 555-0161' },
  );
  const shared = await api('POST', `/api/portal/trips/${booking.id}/share`, {
    from: newClientAddress(),
    headers: { cookie: await portalCookie(email) },
    body: {},
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  payPath = (shared.body as TripShareResponse).shares.sharePath!;
  const answer = await api('GET', `/api${payPath}`, { from: newClientAddress() });
  expect(answer.status).toBe(200);
  sharePage = answer.body as SharePageResponse;
});
afterAll(async () => {
  await browser?.close();
});

describe('/pay/{token}, rendered with its figures', () => {
  it('shows the cruise and the group\u2019s payments without JavaScript, kept briefly by shared caches', async () => {
    const context = await browser.newContext({ viewport: mobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(url + payPath);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
      await page.getByRole('heading', { level: 1, name: "Pay your share of Riley's cruise" }).waitFor();
      const money = (await page.locator('.quote-money').textContent()) ?? '';
      expect(money).toContain(`Total${formatMoney(sharePage.totalPrice)}`);
      expect(money).toContain(`Still to pay${formatMoney(sharePage.remaining)}`);
      expect(await page.getByText(sharePage.booking.reference).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('is handed to React on intent: the same markup, no layout shift, nothing for axe', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const { release } = await holdHydration(page);
    await page.goto(url + payPath);
    await page.getByRole('heading', { level: 1, name: "Pay your share of Riley's cruise" }).waitFor();
    const before = await page.locator('#main').innerHTML();
    release();
    await page.mouse.move(5, 300);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    expect(await page.locator('#main').innerHTML()).toBe(before);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('answers a link that opens nothing with 404 and the page not-found state', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const response = await page.goto(`${url}/pay/${'Z'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Payment link not found' }).waitFor();
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});
