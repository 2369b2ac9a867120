import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { claimCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { savedAndBooked } from '#tests/support/bookings.ts';

// What a fresh look at the back office found at 390x844 and 1440x900 (issue 31): the staff quote
// form's live price on a phone (its Details button and list unstyled: the chat's stylesheet never
// loads there), the bookings table's last columns cut off at 1440 with nothing to say so, quote
// references broken at their hyphen on the dashboard, and /admin/settings and the like (screens
// whose addresses are outside /admin/) answering the back office's 404. Axe clean on what is new
// (the price details open, the scrolling table); the phone's booking cards are admin-bookings'.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };
let browser: Browser;

/** A Monday-to-Thursday day about seven weeks ahead that no other suite of the run books. */
function cruiseDay(): IsoDate {
  const today = calendarDateIn(new Date());
  for (let offset = 47; offset <= 80; offset += 1) {
    const day = addDays(today, offset);
    if (dayOfWeek(day) >= 1 && dayOfWeek(day) <= 4 && claimCruiseDate(day)) return day;
  }
  throw new Error('No Monday-to-Thursday date 47 to 80 days ahead is free of other suites');
}

const day = cruiseDay();
const guest = { name: 'Robin Widetable', email: `robin.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0188' };
const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 16, eventDate: day, packageType: 'essentials', lilyPad: false };
let reference: string;

beforeAll(async () => {
  browser = await launchChromium();
  reference = (await savedAndBooked(selection, guest, '09:00')).quote.quote.reference;
});
afterAll(async () => {
  await browser?.close();
});

/** The bookings table's scroll box, and whether its header cells are each inside what it shows. */
async function columnsInView(page: Page) {
  return page.locator('.admin-bookings-table').evaluate((table) => {
    const box = table.parentElement!.getBoundingClientRect();
    return [...table.querySelectorAll('thead th')].map((th) => {
      const cell = th.getBoundingClientRect();
      return { column: th.textContent?.trim(), shown: cell.left >= box.left - 1 && cell.right <= box.right + 1 };
    });
  });
}

describe('the back office at 390 and 1440: a fresh look', () => {
  it("styles the staff quote form's price panel on a phone: a Details disclosure, keyboard operable, focus visible", async () => {
    const { page, problems } = await openPage(browser, mobile);
    await signInAt(page, `${url}/quotes/new`, admin);
    await page.getByRole('heading', { level: 1, name: 'New quote' }).waitFor();
    const panel = page.getByRole('region', { name: 'Your price' });
    const toggle = panel.getByRole('button', { name: 'Details' });
    await toggle.waitFor();

    // Styled as the chat's bar is, not the browser's default grey button.
    const look = await toggle.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, border: style.borderTopWidth, height: button.getBoundingClientRect().height };
    });
    expect(look).toEqual({ background: 'rgba(0, 0, 0, 0)', border: '0px', height: expect.any(Number) });
    expect(look.height).toBeGreaterThanOrEqual(44);
    expect(await panel.evaluate((section) => getComputedStyle(section).borderTopStyle)).toBe('solid');
    const details = page.getByRole('region', { name: 'Price details' });
    expect(await details.isVisible()).toBe(false);

    // From the keyboard: focus shows, Enter opens the details (a styled list), Enter closes them.
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await toggle.evaluate((button) => button === document.activeElement && button.matches(':focus-visible'))).toBe(true);
    expect(await toggle.evaluate((button) => getComputedStyle(button).outlineWidth)).toBe('3px');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await details.waitFor();
    expect(await panel.getByRole('button', { name: 'Hide details' }).count()).toBe(1);
    expect(await details.locator('.chat-price__choices').evaluate((list) => getComputedStyle(list).display)).toBe('grid');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await details.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows every bookings column at 1440 by scrolling the table in its own region, with a cue and from the keyboard', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/admin/bookings?from=${day}&to=${day}`, admin);
    await page.locator('.admin-bookings-table').getByRole('link', { name: guest.name }).waitFor();
    const wrap = page.locator('.admin-table-wrap:has(.admin-bookings-table)');
    const overflows = await wrap.evaluate((box) => box.scrollWidth > box.clientWidth + 1);
    if (overflows) {
      // The table says it scrolls, marks the edge with more beyond it, and scrolls from the keyboard.
      await page.getByText('Scroll the table sideways to see every column.').waitFor();
      expect(await wrap.getAttribute('role')).toBe('region');
      expect(await wrap.getAttribute('tabindex')).toBe('0');
      expect(await wrap.getAttribute('aria-label')).toMatch(/^Live bookings with cruises from/);
      const edge = () =>
        page.locator('.admin-scroll:has(.admin-bookings-table) .admin-scroll__frame').evaluate((frame) => getComputedStyle(frame, '::after').opacity);
      await expect.poll(edge).toBe('1');
      expect((await columnsInView(page)).filter((column) => !column.shown).length).toBeGreaterThan(0);
      // Arrow keys scroll the focused region, as far as its last column.
      await wrap.focus();
      for (let press = 0; press < 40 && !(await columnsInView(page)).at(-1)?.shown; press += 1) await page.keyboard.press('ArrowRight');
      expect(await wrap.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      expect((await columnsInView(page)).at(-1)).toEqual({ column: 'Balance due', shown: true });
      await expect.poll(edge).toBe('0');
    } else {
      expect((await columnsInView(page)).filter((column) => !column.shown)).toEqual([]);
    }
    // Nothing of the page runs past the window but the table's own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(desktop.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps each of the dashboard's quote and booking references on one line at 1440", async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/dashboard`, admin);
    const latest = page.locator('table', { has: page.locator('caption', { hasText: 'The five newest quotes' }) });
    await latest.getByRole('link', { name: reference }).waitFor();
    const references = await page
      .locator('#admin-main')
      .evaluate((main) =>
        [...main.querySelectorAll('a, span')]
          .filter((node) => /^[QB]-[0-9A-F]{8}$/.test(node.textContent?.trim() ?? ''))
          .map((node) => ({ reference: node.textContent?.trim(), lines: node.getClientRects().length })),
      );
    expect(references.map((entry) => entry.reference)).toContain(reference);
    expect(references.filter((entry) => entry.lines !== 1)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes staff from a guessed /admin/... address to the screen that lives outside /admin/, keeping the query', async () => {
    const { page, problems } = await openPage(browser, desktop);
    await signInAt(page, `${url}/dashboard`, admin);
    for (const [guessed, real, heading] of [
      ['/admin/templates?kind=booking-confirmed', '/templates?kind=booking-confirmed', 'E-mail templates'],
      ['/admin/settings', '/settings', 'Settings'],
      [`/admin/quotes?q=${encodeURIComponent('robin.')}&sort=oldest`, `/quotes?q=${encodeURIComponent('robin.')}&sort=oldest`, 'Quotes'],
      ['/admin/dashboard', '/dashboard', 'Dashboard'],
    ] as const) {
      const response = await page.goto(`${url}${guessed}`);
      expect(response?.status(), guessed).toBe(200);
      await page.waitForURL(`${url}${real}`);
      await page.locator('#admin-main').getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
