import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek } from '#domain/shared/dates.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { drainBus } from '#tests/support/bus.ts';
import { eventually } from '#tests/support/wait.ts';

// Partners (issue 18, decision 028): staff add a partner, take its share link, a guest makes a
// quote through that link in the quote builder, and the partner's month in the report counts it.
// Axe finds nothing on the screen at a desktop's width and a phone's.

const { url, admin } = inject('stack');
let browser: Browser;

/** The browser's own report of the signed-out GET /api/user before signing in is not a fault. */
const faults = (problems: string[]) => problems.filter((problem) => !/status of 401/.test(problem));

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The guest's answers in the quote builder, as the embed suite gives them; a Tuesday means a private charter. */
async function buildQuote(page: Page, email: string): Promise<void> {
  let tuesday = addDays(calendarDateIn(new Date()), 40);
  while (dayOfWeek(tuesday) !== 2) tuesday = addDays(tuesday, 1);
  const [, month, day] = tuesday.split('-').map(Number);
  await page.getByLabel('Type your answer', { exact: true }).fill(`12 of us on ${month}/${day} for a birthday, standard package`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'No, thanks', exact: true }).click();
  for (const [label, value] of [
    ['Full name', 'Partner Guest'],
    ['E-mail', email],
    ['Phone', '(512) 555-0188'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Save my quote', exact: true }).click();
}

describe('the back office: partners', () => {
  it('adds a partner, gives its link, and counts a quote made through the link in the report', async () => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Lakeway Weddings ${suffix}`;
    const code = `LAKE-${suffix}`;
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    try {
      await signInAt(page, `${url}/affiliates`, admin);
      await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Partners' }).getAttribute('aria-current')).toBe('page');
      expect(await axeViolations(page)).toEqual([]);

      // A bad commission is named and nothing is saved; fixed, the partner is added.
      await page.getByRole('button', { name: 'Add a partner' }).click();
      await page.getByLabel('Partner name').fill(name);
      await page.getByLabel('Kind').selectOption('planner');
      await page.getByLabel('Contact name').fill('Dana Cole');
      await page.getByLabel('Contact e-mail').fill('dana@lakeway.example');
      await page.getByLabel('Referral code').fill(code);
      await page.getByLabel('Commission (%)').fill('75');
      await page.getByRole('button', { name: 'Add partner' }).click();
      await page.getByRole('link', { name: /at most 50%/ }).waitFor();
      expect(await page.getByLabel('Commission (%)').getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Commission (%)').fill('10');
      await page.getByRole('button', { name: 'Add partner' }).click();
      await page.getByRole('heading', { level: 3, name: new RegExp(name) }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The share link and the embed snippet carry the code.
      const link = await page.getByLabel(`Share link for ${name}`).inputValue();
      expect(link).toBe(`${url}/chat?ref=${code}`);
      expect(await page.getByLabel(`Embed snippet for ${name}`).inputValue()).toContain(`/embed/quote?ref=${code}`);

      // A guest follows the link and saves a quote: it is the partner's.
      const guest = await openPage(browser, { width: 390, height: 844 });
      const email = `partner.${suffix}@test.example`;
      await guest.page.goto(link);
      await buildQuote(guest.page, email);
      const saved = await eventually(async () => (await quotesRepository(loadConfig()).listByEmail(email))[0]);
      expect(saved).toMatchObject({ affiliateCode: code });
      expect(saved.partnerId).toBeTruthy();
      expect(guest.problems).toEqual([]);
      await guest.page.context().close();

      await drainBus();
      await page.reload();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('1');
      expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
        /^\/api\/admin\/affiliates\/report\/csv\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/,
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(faults(problems)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('is axe clean on a phone', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInAt(page, `${url}/affiliates`, admin);
      await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Commission report' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add a partner' }).click();
      await page.getByLabel('Partner name').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(faults(problems)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
