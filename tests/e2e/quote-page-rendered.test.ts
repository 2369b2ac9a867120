import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, holdHydration, launchChromium, openPage } from '#tests/support/browser.ts';

// The quote page is rendered with its quote by a function, into the site's prerendered shell, and
// hydrated at the guest's first intent (decision 093): its figures are in the HTML, React meets the
// markup it would have rendered, and nothing moves when it takes over.

const { url } = inject('stack');
const mobile = { width: 390, height: 844 };
let browser: Browser;
let saved: CreateQuoteResponse;

function saturdayAfter(days: number): IsoDate {
  let date = addDays(calendarDateIn(new Date()), days);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

/** The page's layout shifts since it started loading, as the browser reports them (CLS's parts). */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  const request: QuoteRequestInput = {
    selection: { kind: 'private', eventType: 'birthday', groupSize: 18, eventDate: saturdayAfter(85), packageType: 'essentials', lilyPad: true },
    contact: { name: 'Rhea Rendered', email: `rhea.${randomUUID().slice(0, 8)}@example.com`, phone: '512-555-0177' },
    source: 'chat',
  };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: request, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  saved = response.body as CreateQuoteResponse;
});
afterAll(async () => {
  await browser?.close();
});

describe('/quote/{token}, rendered with its quote', () => {
  it('shows the quote, its lines and total without JavaScript', async () => {
    const context = await browser.newContext({ viewport: mobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(url + saved.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
      expect(await page.title()).toBe(`Your quote ${saved.quote.reference} | Lake Travis Party Cruises`);
      await page.getByRole('heading', { level: 1, name: `Your quote ${saved.quote.reference}` }).waitFor();
      const table = page.locator('table.quote-lines');
      for (const item of saved.quote.price.breakdown.lineItems) expect(await table.textContent()).toContain(formatMoney(item.amount));
      expect(await table.getByRole('row', { name: /^Total/ }).textContent()).toContain(formatMoney(saved.quote.price.totalPrice));
      expect(await page.getByText('Hi Rhea,').count()).toBe(1);
      expect(await page.getByText('Loading your quote...').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('is handed to React on intent with no layout shift, no mismatch and nothing for axe', async () => {
    const { page, problems } = await openPage(browser, mobile);
    // React's code is held back: the quote must paint, whole, without it.
    const { release } = await holdHydration(page);
    await page.goto(url + saved.path);
    const heading = page.getByRole('heading', { level: 1, name: `Your quote ${saved.quote.reference}` });
    await heading.waitFor();
    const before = await page.locator('#main').innerHTML();
    expect(
      await page
        .locator('table.quote-lines')
        .getByRole('row', { name: /^Total/ })
        .textContent(),
    ).toContain(formatMoney(saved.quote.price.totalPrice));
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
    release();
    await page.mouse.move(5, 300);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    // React kept the server's markup as it was: a mismatch would have rendered it afresh (and logged it).
    expect(await page.locator('#main').innerHTML()).toBe(before);
    expect(await layoutShifts(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The page works: the promo field opens, the booking step is a press away.
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    expect(await page.getByLabel('Promo code').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Book this cruise' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('serves a ?book=now link the shell, which opens the booking step at once', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const response = await page.goto(`${url}${saved.path}?book=now`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-hydrate="at-load"');
    expect(html).not.toContain(saved.quote.reference);
    await page.getByRole('heading', { level: 2, name: 'Book your cruise' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('answers an unknown link with the page not-found state and a 404, hydrated without a mismatch', async () => {
    const { page, problems } = await openPage(browser, mobile);
    const response = await page.goto(`${url}/quote/${'u'.repeat(64)}`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Quote not found | Lake Travis Party Cruises');
    await page.getByRole('heading', { level: 1, name: "We couldn't find that quote" }).waitFor();
    await page.mouse.move(5, 300);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    expect(await page.getByRole('heading', { level: 1, name: "We couldn't find that quote" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The browser's own report of the document's 404 is not a fault.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
});
