import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { addDays, calendarDateIn, dayOfWeek, formatDate, weekdayName, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';

const { url } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
let browser: Browser;
let saved: CreateQuoteResponse;

/** A Saturday about three months out: a standard (not urgent) deposit, on any day the suite runs. */
function saturdayAfter(days: number): IsoDate {
  let date = addDays(calendarDateIn(new Date()), days);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

const longDate = (date: IsoDate) => `${weekdayName(date)}, ${formatDate(date)}`;

/** The quote page fetches its quote; the page is ready when its heading names the reference. */
async function openQuote(page: Page, path: string): Promise<void> {
  await page.goto(url + path);
  await page.getByRole('heading', { level: 1, name: `Your quote ${saved.quote.reference}` }).waitFor();
}

beforeAll(async () => {
  browser = await launchChromium();
  const request: QuoteRequestInput = {
    selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: saturdayAfter(90), packageType: 'essentials', lilyPad: true },
    contact: { name: 'Maya Quote-Page', email: `maya.${randomUUID().slice(0, 8)}@example.com`, phone: '512-555-0199' },
    notes: 'Cake on board, please keep it shaded.',
    source: 'chat',
  };
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: request, headers: { 'idempotency-key': randomUUID() } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  saved = response.body as CreateQuoteResponse;
});
afterAll(async () => {
  await browser?.close();
});

describe('the quote page (/quote/{token})', () => {
  it('shows what the API answered (reference, total, deposit, balance date, inclusions), is never indexed, and Request changes opens the chat with its choices', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await openQuote(page, saved.path);
    const { quote } = saved;
    const deposit = quote.deposit!;
    expect(await page.title()).toBe(`Your quote ${quote.reference} | ${businessFacts.name}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    expect(await page.getByText('Hi Maya,').count()).toBe(1);

    const table = page.getByRole('table', { name: `Price for quote ${quote.reference}` });
    for (const item of quote.price.breakdown.lineItems) {
      expect(await table.getByRole('row', { name: new RegExp(`^${item.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).textContent()).toContain(
        formatMoney(item.amount),
      );
    }
    expect(await table.getByRole('row', { name: /^Total/ }).textContent()).toContain(formatMoney(quote.price.totalPrice));

    const money = page.locator('.quote-money');
    expect(await money.textContent()).toContain(`Deposit to book (${deposit.depositPercent}%)${formatMoney(deposit.depositAmount)}`);
    expect(await money.textContent()).toContain(`Balance${formatMoney(deposit.balanceDue)}`);
    expect(await money.textContent()).toContain(`Balance due by${longDate(deposit.remainingBalanceDueAt)}`);
    expect(await page.getByText(`Prices held until ${longDate(quote.expiresOn)}`).count()).toBe(1);

    const included = page.getByRole('region', { name: 'What is included' });
    for (const inclusion of quote.inclusions) expect(await included.getByText(inclusion, { exact: true }).count(), inclusion).toBe(1);
    expect(await page.getByText('Cake on board, please keep it shaded.').count()).toBe(1);

    // Booking happens on the page (tests/e2e/booking-journey.test.ts), not by e-mail.
    expect(await page.getByRole('button', { name: 'Book this cruise' }).count()).toBe(1);
    expect(await page.locator('a[href^="mailto:"]', { hasText: 'Book' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Request changes' }).getAttribute('href')).toBe(
      `/chat?type=private-cruise&package=essentials&eventType=private&groupSize=20`,
    );
    // The chat starts from the quote's choices.
    await page.getByRole('link', { name: 'Request changes' }).click();
    await page.waitForURL(/\/chat\?/);
    // The chat's code loads on the way (a busy machine takes more than a poll's second): its
    // first answer on screen says it has started from the choices.
    await page.locator('.chat-msg--guest .chat-msg__answer').first().waitFor();
    await expect
      .poll(() => page.locator('.chat-msg--guest .chat-msg__answer').allTextContents())
      .toEqual(expect.arrayContaining(['Private charter', 'Essentials Package', '20 guests']));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shares by copying the link (no share sheet here) and always shows the link in a labelled box', async () => {
    const context = await browser.newContext({ viewport: desktop, permissions: ['clipboard-read', 'clipboard-write'] });
    // Desktop Linux Chromium has no share sheet; make sure of it, so the copy path is what runs.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await openQuote(page, saved.path);
    const link = new URL(saved.path, url).href;
    expect(await page.getByRole('textbox', { name: 'Link to this quote' }).inputValue()).toBe(link);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await context.close();
  });

  it('prints the quote alone, without the site header, footer or buttons, on at most two pages', async () => {
    const { page } = await openPage(browser, desktop);
    await openQuote(page, saved.path);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-masthead').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Book this cruise' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('table').isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  it('answers an unknown token with a clear not-found page, not an error screen', async () => {
    const { page, problems } = await openPage(browser, desktop);
    const response = await page.goto(`${url}/quote/${randomBytes(48).toString('base64url')}`);
    // The page is rendered with the API's answer, so it carries the answer's status (decision 093).
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "We couldn't find that quote" }).waitFor();
    expect(await page.getByRole('link', { name: 'Get a fresh quote' }).getAttribute('href')).toBe('/chat');
    expect(await page.getByRole('main').getByRole('link', { name: businessFacts.phone.display }).getAttribute('href')).toBe(businessFacts.phone.href);
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
    expect(await page.title()).toBe(`Quote not found | ${businessFacts.name}`);
    // The only complaint is the browser's note about the page's 404.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await page.context().close();
  });

  it('sends legacy ids, /quote/id/{id} and /quote-builder to /chat, keeping the query', async () => {
    const { page } = await openPage(browser, desktop);
    for (const [from, to] of [
      ['/quote/abc123', '/chat'],
      ['/quote/id/abc', '/chat'],
      ['/quote-builder?type=general', '/chat?type=general'],
    ] as const) {
      // The app redirects once it has loaded, which a busy machine can take seconds to do: wait for
      // that navigation itself (a same-document one counts) rather than poll for a fixed second.
      await page.goto(url + from);
      await page.waitForURL((where) => where.pathname + where.search === to);
      expect(await page.evaluate(() => location.pathname + location.search), from).toBe(to);
    }
    await page.context().close();
  });

  it('loads the booking and promo steps when the guest heads for them, not with the quote; the step opens with the focus on its heading', async () => {
    const { page, problems } = await openPage(browser, desktop);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The steps' chunks, as the build names them after their modules (booking-form.tsx, kept-contact.ts, quote-promo-apply.ts).
    const loaded = (chunk: string) => scripts.some((script) => script.startsWith(`/assets/${chunk}-`));
    await openQuote(page, saved.path);
    expect(['booking-form', 'booking-status', 'kept-contact', 'quote-promo-apply'].filter(loaded)).toEqual([]);

    const book = page.getByRole('button', { name: 'Book this cruise' });
    await book.hover();
    await expect.poll(() => loaded('booking-form') && loaded('kept-contact')).toBe(true);
    await book.click();
    const heading = page.getByRole('heading', { level: 2, name: 'Book your cruise' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Have a promo code?' }).focus();
    await expect.poll(() => loaded('quote-promo-apply')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
    it(`has no axe violations (${name})`, async () => {
      const { page } = await openPage(browser, viewport);
      await openQuote(page, saved.path);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
