import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { axeViolations, holdHydration, launchChromium, openPage } from '#tests/support/browser.ts';
import { savedAndBooked } from '#tests/support/bookings.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie, signedInToPortal } from '#tests/support/portal.ts';

// The trip page every booking e-mail links to is rendered for its signed-in guest by its route,
// into the site's prerendered shell (the portal's frame naming the guest, the trip and its guest
// list), and hydrated at the guest's first intent (decision 095). It is that guest's alone.

const { url } = inject('stack');
const mobile = { width: 390, height: 844 };
let browser: Browser;
const email = `casey.${randomUUID().slice(0, 8)}@test.example`;
const date = freshCruiseDate(2);
let tripPath: string;
let reference: string;

beforeAll(async () => {
  browser = await launchChromium();
  const { booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 14, eventDate: date, packageType: 'essentials', lilyPad: false },
    { name: 'Casey Rendered', email, phone: '(512) 555-0163' },
  );
  tripPath = `/portal/trips/${booking.id}`;
  reference = booking.reference;
});
afterAll(async () => {
  await browser?.close();
});

const heading = `Your cruise on ${formatWrittenDate(date)}`;

describe('/portal/trips/{id}, rendered for its signed-in guest', () => {
  it('is rendered for its own guest only, kept by no cache: another guest gets the shell with nothing of the trip, a visitor without a session the sign-in', async () => {
    const mine = await fetch(url + tripPath, { headers: { cookie: await portalCookie(email) } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const html = await mine.text();
    expect(html).toContain('data-hydrate="on-intent"');
    expect(html).toContain(`>${reference}<`);
    expect(html).toContain(email);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');

    const other = await fetch(url + tripPath, { headers: { cookie: await portalCookie(`someone.${randomUUID().slice(0, 8)}@test.example`) } });
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('no-store');
    const shell = await other.text();
    expect(shell).toMatch(/<h1[^>]*>Your trip<\/h1>/);
    expect(shell).not.toContain(reference);
    expect(shell).not.toContain('Casey');
    expect(shell).not.toContain(email);

    const none = await fetch(url + tripPath, { redirect: 'manual' });
    expect(none.status).toBe(302);
    expect(none.headers.get('location')).toBe(`/portal/login?next=${encodeURIComponent(tripPath)}`);
    expect(await none.text()).not.toContain(reference);
  });

  it('shows the trip, its guest list and who is signed in without JavaScript', async () => {
    const context = await browser.newContext({ viewport: mobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await signedInToPortal(page, email);
      const response = await page.goto(url + tripPath);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(heading);
      await page.getByText(`Booking ${reference} is waiting for its deposit.`).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Guests and waivers' }).waitFor();
      expect(await page.getByRole('textbox', { name: "Your group's waiver link" }).inputValue()).toMatch(/^https?:\/\/[^/]+\/waiver\//);
      expect(await page.locator('.portal-signed-in-as__email').textContent()).toBe(email);
      expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('is handed to React on intent with the data it was rendered from: the same markup, nothing asked again, no layout shift, nothing for axe', async () => {
    const { page, problems } = await openPage(browser, mobile);
    await signedInToPortal(page, email);
    const { release } = await holdHydration(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api${tripPath}` || pathname === '/api/portal/me') asked.push(pathname);
    });
    await page.goto(url + tripPath);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const before = await page.locator('#root').innerHTML();
    release();
    await page.mouse.move(5, 300);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    // The guest list asks again as it always does when it mounts (who has signed changes); let it land.
    await page.waitForTimeout(500);
    expect(await page.locator('#root').innerHTML()).toBe(before);
    expect(asked).toEqual([]);
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
});
