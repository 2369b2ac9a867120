import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, dayOfWeek, formatDate, type IsoDate } from '#domain/shared/dates.ts';
import { monthLabel, monthOf, shiftMonth } from '#frontend/features/back-office/pricing/pricing-preview.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';

// Prices and seasonal rules (issue 18, decision 026). Staff add a price version starting on a far
// future day (2041-2049: the e2e suites' years; the shared stack prices "today" with the current
// version, which this never changes) and a rule in that future, and see both in the calendar
// preview. Axe finds nothing on either screen at a desktop's width and a phone's.

const { url, admin } = inject('stack');
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const HOURLY_25_SATURDAY = 'Hourly rate, 15–25 guests, Saturday, in dollars';
let browser: Browser;

/**
 * The browser's report of answers the screens show: the refusals this suite provokes (a rule
 * overlapping another, 409; a date another version took, 422).
 */
const faults = (problems: string[]) => problems.filter((problem) => !/status of (409|422)/.test(problem));

/** A Tuesday from the 8th to the 21st of a month in 2041-2049, so the Tuesday a week before is in the same month. */
function farTuesday(): IsoDate {
  for (;;) {
    const day = addDays('2041-01-01', randomInt(0, 9 * 365));
    const date = Number(day.slice(8, 10));
    if (dayOfWeek(day) === 2 && date >= 8 && date <= 21) return day;
  }
}

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the back office: prices and pricing rules', () => {
  it('adds a price version from a far-future day and a rule there, shown in the calendar preview', async () => {
    const suffix = randomUUID().slice(0, 6);
    const { page, problems } = await openPage(browser, desktop);
    try {
      await signInAt(page, `${url}/admin/pricing`, admin);
      await page.getByRole('heading', { level: 1, name: 'Prices' }).waitFor();
      await page.getByRole('table', { name: 'Private charter hourly rates' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Prices', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await expectAxeClean(page);

      // The form starts from today's table; an amount that is not dollars is named and nothing is sent.
      await page.getByRole('button', { name: 'New version' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New price version');
      const rate = page.getByLabel(HOURLY_25_SATURDAY, { exact: true });
      const today = money(await rate.inputValue());
      const raised = today + randomInt(10, 90);
      await rate.fill('lots');
      await page.getByRole('button', { name: 'Save the new version' }).click();
      await page.getByRole('link', { name: 'Hourly rate, 15–25 guests, Saturday: enter dollars, such as 350 or 24.50.' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('group');
      expect(await rate.getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);

      // A higher Saturday rate: the change is shown before saving, and again on the version listed as starting later.
      await rate.fill(String(raised));
      const change = `Hourly rate, 15–25 guests, Saturday: $${today.toFixed(2)} to $${raised.toFixed(2)}`;
      await page.getByRole('region', { name: "Changes from today's prices" }).getByText(change).waitFor();
      await page.getByLabel('Note for staff (optional)').fill(`Saturday up ${suffix}`);
      let from = farTuesday();
      for (let attempt = 0; ; attempt += 1) {
        await page.getByLabel('Prices start on').fill(from);
        await page.getByRole('button', { name: 'Save the new version' }).click();
        const outcome = await Promise.race([
          page
            .getByRole('heading', { name: 'New price version' })
            .waitFor({ state: 'detached' })
            .then(() => 'saved' as const),
          page
            .getByRole('link', { name: /Another version starts that day/ })
            .waitFor()
            .then(() => 'taken' as const),
        ]);
        if (outcome === 'saved') break;
        expect(attempt, 'a free far-future day within five tries').toBeLessThan(5);
        from = farTuesday();
      }
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: formatDate(from) }) });
      await row.getByText(`Saturday up ${suffix}`).waitFor();
      expect(await row.getByText('Starts later').count()).toBe(1);
      expect(await row.getByText(change).count()).toBe(1);
      await expectAxeClean(page);

      // A version not yet in effect can still be changed (its start date stays).
      await row.getByRole('button', { name: `Edit the version starting ${formatDate(from)}` }).click();
      await page.getByRole('heading', { name: new RegExp(`^Edit version \\d+, starting ${formatDate(from)}$`) }).waitFor();
      expect(await page.getByLabel(HOURLY_25_SATURDAY, { exact: true }).inputValue()).toBe(raised.toFixed(2));
      await page.getByLabel('Note for staff (optional)').fill(`Saturday up, checked ${suffix}`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await row.getByText(`Saturday up, checked ${suffix}`).waitFor();
      expect(await row.getByText(change).count()).toBe(1);

      // The rules screen: a rule ending before it starts is refused, naming the last day.
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pricing rules' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pricing rules' }).waitFor();
      await page.getByRole('heading', { name: 'Calendar preview' }).waitFor();
      await expectAxeClean(page);
      const name = `Spring test ${suffix}`;
      let first = farTuesday();
      await page.getByRole('button', { name: 'New rule' }).click();
      await page.getByLabel('Name shown to guests').fill(name);
      await page.getByLabel('Kind').selectOption('peak');
      await page.getByLabel('First day').fill(first);
      await page.getByLabel('Last day').fill(addDays(first, -1));
      await page.getByLabel('Percent of the subtotal').fill('20');
      await page.getByRole('button', { name: 'Add rule' }).click();
      await page.getByRole('link', { name: 'The end date must not be before the start date.' }).waitFor();
      expect(await page.getByLabel('Last day').getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);

      // Fixed (another day if some other rule holds that one), the rule is listed and on.
      for (let attempt = 0; ; attempt += 1) {
        await page.getByLabel('First day').fill(first);
        await page.getByLabel('Last day').fill(addDays(first, 2));
        await page.getByRole('button', { name: 'Add rule' }).click();
        const outcome = await Promise.race([
          page
            .getByRole('heading', { name: 'New rule' })
            .waitFor({ state: 'detached' })
            .then(() => 'saved' as const),
          page
            .getByText(/This rule shares days with/)
            .waitFor()
            .then(() => 'overlap' as const),
        ]);
        if (outcome === 'saved') break;
        expect(attempt, 'a far-future day free of rules within five tries').toBeLessThan(5);
        first = farTuesday();
      }
      const ruleRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      await ruleRow.getByText(`${formatDate(first)} to ${formatDate(addDays(first, 2))}`).waitFor();
      expect(await ruleRow.getByText('On', { exact: true }).count()).toBe(1);

      // A second rule on those days is refused in words naming the first.
      await page.getByRole('button', { name: 'New rule' }).click();
      await page.getByLabel('Name shown to guests').fill(`Clash ${suffix}`);
      await page.getByLabel('First day').fill(addDays(first, 1));
      await page.getByLabel('Last day').fill(addDays(first, 1));
      await page.getByLabel('Percent of the subtotal').fill('10');
      await page.getByRole('button', { name: 'Add rule' }).click();
      await page.getByText(`This rule shares days with "${name}"`).waitFor();
      expect(await page.getByLabel('First day').getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Cancel' }).click();

      // The preview of the rule's month: its days carry its name and a higher total than the Tuesday before.
      await page.getByLabel('Month', { exact: true }).fill(monthOf(first));
      await page.getByLabel('Group size').fill('20');
      await page.getByLabel('Package').selectOption('standard');
      const grid = page.getByRole('table', { name: /: 20 guests, Private: Standard Cruise$/ });
      const cell = (day: IsoDate) => grid.getByRole('cell').filter({ hasText: formatDate(day) });
      await cell(first).getByText(`${name} (+20%)`).waitFor();
      const ruled = money((await cell(first).locator('.admin-preview__total').textContent()) ?? '');
      const plain = money((await cell(addDays(first, -7)).locator('.admin-preview__total').textContent()) ?? '');
      expect(await cell(addDays(first, -7)).getByText(name).count()).toBe(0);
      expect(ruled).toBeGreaterThan(plain);
      expect(await cell(addDays(first, 3)).getByText(name).count()).toBe(0);
      await expectAxeClean(page);

      // The month steps by button, as well as by the month box.
      await page.getByRole('button', { name: /^Next month/ }).click();
      await page.getByRole('table', { name: new RegExp(`^${monthLabel(shiftMonth(monthOf(first), 1))}: 20 guests`) }).waitFor();
      await page.getByRole('button', { name: /^Previous month/ }).click();
      await cell(first).getByText(`${name} (+20%)`).waitFor();

      // Switched off, the rule stays listed, off, and prices nothing.
      await ruleRow.getByRole('button', { name: `Switch off ${name}` }).click();
      await ruleRow.getByText('Off', { exact: true }).waitFor();
      await expect.poll(() => cell(first).getByText(name).count()).toBe(0);
      expect(faults(problems)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('is axe clean on a phone', async () => {
    const { page, problems } = await openPage(browser, phone);
    try {
      await signInAt(page, `${url}/admin/pricing`, admin);
      await page.getByText('Private charter hourly rates').waitFor();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'New version' }).click();
      await page.getByLabel(HOURLY_25_SATURDAY, { exact: true }).waitFor();
      await expectAxeClean(page);
      await page.goto(`${url}/admin/pricing-rules`);
      await page.getByRole('heading', { name: 'Calendar preview' }).waitFor();
      await page.getByText(/: 20 guests, Private: Standard Cruise/).waitFor();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'New rule' }).click();
      await page.getByLabel('Name shown to guests').waitFor();
      await expectAxeClean(page);
      // A per-cruise product's stock for one cruise: more than a quote may hold is refused by name.
      // The new-product form is always below the list.
      await page.goto(`${url}/products`);
      await page.getByLabel('Most on one cruise (optional)').fill('12');
      await page.getByRole('button', { name: 'Add product' }).click();
      await page.getByText('Enter how many one cruise may take, 1 to 10.').first().waitFor();
      await expectAxeClean(page);
      // The preview fits the phone: no sideways scrolling of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      expect(faults(problems)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
