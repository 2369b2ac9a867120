import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrganiserManifestResponse, WaiverPageResponse } from '#domain/portal/manifest.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, focusRing, holdHydration, launchChromium, openPage } from '#tests/support/browser.ts';
import { ringContrast } from '#tests/support/contrast.ts';
import { savedAndBooked } from '#tests/support/bookings.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie } from '#tests/support/portal.ts';

// The page a guest opens from the group's waiver link is rendered with the trip and the waiver's
// text by its route, into the site's prerendered shell, and hydrated at the guest's first intent
// (decision 094). What the guest types, ticks and taps before React has taken the form is kept.

const { url } = inject('stack');
const mobile = { width: 390, height: 844 };
let browser: Browser;
let waiverPath: string;
let waiverPage: WaiverPageResponse;
const heading = "Sign the waiver for Riley's cruise";

beforeAll(async () => {
  browser = await launchChromium();
  const email = `riley.${randomUUID().slice(0, 8)}@test.example`;
  const { booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 12, eventDate: freshCruiseDate(2), packageType: 'essentials', lilyPad: false },
    { name: 'Riley Rendered', email, phone: '(512) 555-0162' },
  );
  const manifest = await api('GET', `/api/portal/trips/${booking.id}/manifest`, { from: newClientAddress(), headers: { cookie: await portalCookie(email) } });
  expect(manifest.status, JSON.stringify(manifest.body)).toBe(200);
  waiverPath = (manifest.body as OrganiserManifestResponse).manifest.waiverPath;
  const answer = await api('GET', `/api${waiverPath.replace(/^\/waiver\//, '/waivers/')}`, { from: newClientAddress() });
  expect(answer.status).toBe(200);
  waiverPage = answer.body as WaiverPageResponse;
});
afterAll(async () => {
  await browser?.close();
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset['hydrated'] === 'true');
const waitHydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

describe('/waiver/{token}, rendered with its trip and waiver', () => {
  it("shows the trip, the waiver's text and the form without JavaScript, kept briefly by shared caches", async () => {
    const context = await browser.newContext({ viewport: mobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(url + waiverPath);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByText(waiverPage.trip.reference).count()).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { level: 2, name: waiverPage.waiver.title }).isVisible()).toBe(true);
      for (const section of waiverPage.waiver.sections) expect(await page.getByRole('heading', { level: 3, name: section.heading }).count()).toBe(1);
      expect(await page.getByLabel('Your full name', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign the waiver' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("is its own link's only: another link gets a 404 and nothing of this trip, and the page is never indexed", async () => {
    const served = await fetch(url + waiverPath);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('Sign the waiver for Riley&#x27;s cruise');
    const another = await fetch(url + waiverPath.replace(/[^/]+$/, 'A'.repeat(43)));
    expect(another.status).toBe(404);
    const elsewhere = await another.text();
    expect(elsewhere).not.toContain('Riley');
    expect(elsewhere).not.toContain(waiverPage.trip.reference);
  });

  it('is handed to React on intent: the same markup, no layout shift, nothing for axe', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    await page.goto(url + waiverPath);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const before = await page.locator('#main').innerHTML();
    gate.release();
    await page.mouse.move(5, 300);
    await waitHydrated(page);
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
    expect(problems).toEqual([]);
  });

  it('signs with what the guest typed, ticked and tapped before React had loaded, once it has', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    await page.goto(url + waiverPath);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const name = `Early Signer ${randomUUID().slice(0, 4)}`;
    await page.getByLabel('Your full name', { exact: true }).fill(name);
    await gate.requested;
    await page.getByLabel('Your e-mail address').fill(`early.${randomUUID().slice(0, 8)}@test.example`);
    // A manifest has alcohol on board until the organiser says otherwise: the cruise is 21+.
    await page.getByLabel('Date of birth').fill('1992-05-17');
    await page.getByLabel(/^I have read the waiver above/).check();
    await page.getByLabel('Signature: type your full name').fill(name);
    await page.getByRole('button', { name: 'Sign the waiver' }).click();
    // Held, not lost: React is not there yet, and the form neither sent nor went anywhere.
    expect(await isHydrated(page)).toBe(false);
    expect(page.url()).toBe(url + waiverPath);
    expect(await page.getByLabel('Signature: type your full name').inputValue()).toBe(name);
    gate.release();
    await page.getByRole('heading', { level: 2, name: `Thank you, ${name}: you have signed` }).waitFor();
    expect(await page.getByText('What happens next').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('asks for the signature schema as React takes a form the guest is already on, not when they sign', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const gate = await holdHydration(page);
    const schemas: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/manifest-schemas-[^/]+\.js$/.test(request.url())) schemas.push(request.url());
    });
    await page.goto(url + waiverPath);
    await page.getByLabel('Your full name', { exact: true }).focus();
    await gate.requested;
    expect(schemas).toEqual([]);
    gate.release();
    await waitHydrated(page);
    await expect.poll(() => schemas.length).toBe(1);
    expect(problems).toEqual([]);
  });

  it("keeps the focus ring on the date of birth's calendar button, the browser's own part of the field", async () => {
    const { page, problems } = await openPage(browser, mobile);
    await page.goto(url + waiverPath);
    const dateOfBirth = page.getByLabel('Date of birth');
    await dateOfBirth.focus();
    await waitHydrated(page);
    // Month, day and year, then the calendar button: the field keeps the focus throughout.
    let onButton = false;
    for (let stop = 0; stop < 4 && !onButton; stop += 1) {
      await page.keyboard.press('Tab');
      onButton = await dateOfBirth.evaluate((field) => field === document.activeElement && !field.matches(':focus-visible'));
    }
    expect(onButton).toBe(true);
    const ring = await focusRing(page);
    expect(ring.width).toBeGreaterThanOrEqual(3);
    expect(ringContrast(ring)).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });

  it('answers a link that opens nothing with 404 and the page not-found state', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const response = await page.goto(`${url}/waiver/${'Z'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Waiver link not found' }).waitFor();
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});
