import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessFactDefaults } from '#domain/site/business.ts';
import { businessFactEditableDefaults } from '#domain/site/business-settings.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { withBusinessSettingsLock } from '#tests/support/stack-lock.ts';

// Staff change the business facts on /settings: checked in the browser with every problem listed
// and linked, saved with a toast, shown again after a reload, refused (and explained) when someone
// else saved first, and reset. Axe finds nothing at each step, on a desktop and on a phone.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const faults = (problems: string[]) => problems.filter((problem) => !/status of (401|409)/.test(problem));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

async function settingsVersion(): Promise<number> {
  return (await asAdmin('GET', '/api/admin/settings')).body.settings.version as number;
}

/** The settings back on their defaults (through the API, as another member of staff would). */
async function resetToDefaults(): Promise<void> {
  const { settings } = (await asAdmin('GET', '/api/admin/settings')).body;
  if (settings.customised.length > 0)
    expect((await asAdmin('PUT', '/api/admin/settings', { version: settings.version, facts: businessFactEditableDefaults })).status).toBe(200);
}

async function openSettings(page: Page): Promise<void> {
  await signInAt(page, `${url}/settings`, admin);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByLabel('Phone number', { exact: true }).waitFor();
}

describe('the back office: business settings', () => {
  it('lists what is wrong and links each problem to its field, saves a new phone number, shows it after a reload, and resets', () =>
    withBusinessSettingsLock(async () => {
      await resetToDefaults();
      const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
      try {
        await openSettings(page);
        expect(await page.title()).toMatch(/^Settings \| Back office \| /);
        expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
        expect(await page.getByTestId('settings-last-saved').textContent()).toMatch(/^(Never changed|Last saved)/);
        expect(await axeViolations(page)).toEqual([]);

        // Two mistakes: the summary takes the focus, names both, and each input says what is wrong.
        const phone = page.getByLabel('Phone number', { exact: true });
        const email = page.getByLabel('E-mail address');
        await phone.fill('555');
        await email.fill('not-an-address');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect.poll(() => focusedClass(page)).toContain('admin-error-summary');
        const summary = page.locator('.admin-error-summary');
        expect(await summary.getByRole('heading').textContent()).toBe('There are 2 problems');
        expect(await summary.getByRole('link').allTextContents()).toEqual([
          'Enter a US number for dialling as +1 and ten digits, e.g. +15125550142.',
          'Enter a valid e-mail address, e.g. hello@example.com.',
        ]);
        expect(await email.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
        expect(await page.locator(`[id="${describedBy.at(-1)}"]`).textContent()).toBe('Enter a valid e-mail address, e.g. hello@example.com.');
        expect(await axeViolations(page)).toEqual([]);
        await summary.getByRole('link', { name: /valid e-mail/ }).click();
        expect(await focusedId(page)).toBe(await email.getAttribute('id'));

        // Fixed: the number for dialling follows the number shown; Save is disabled while it saves.
        await email.fill(businessFactDefaults.email.address);
        await phone.fill('(737) 555-0199');
        expect(await page.getByLabel('Phone number for dialling').inputValue()).toBe('+17375550199');
        await page.route('**/api/admin/settings', async (route) => {
          if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 400));
          await route.fallback();
        });
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const saving = page.getByRole('button', { name: 'Saving...' });
        await saving.waitFor();
        expect(await saving.isDisabled()).toBe(true);
        await page.getByText('Saved the business details').waitFor();
        expect(await page.getByText('The site is being republished with them').count()).toBe(1);
        expect(await page.locator('.admin-error-summary').count()).toBe(0);
        await page.unroute('**/api/admin/settings');

        await page.reload();
        await page.getByLabel('Phone number', { exact: true }).waitFor();
        expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe('(737) 555-0199');
        expect(await page.getByTestId('settings-last-saved').textContent()).toMatch(
          new RegExp(`^Last saved \\d{2}/\\d{2}/\\d{4}, \\d{1,2}:\\d{2} [AP]M by ${admin.email.replace(/[.]/g, '\\.')}\\.$`),
        );
        expect(await axeViolations(page)).toEqual([]);

        // Reset, confirmed: the defaults are back, in the form and on the server.
        await page.getByRole('button', { name: 'Reset to defaults' }).click();
        await page.getByRole('button', { name: 'Yes, reset' }).click();
        await page.getByText('The business details are back to their defaults').waitFor();
        expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe(businessFactDefaults.phone.display);
        expect((await asAdmin('GET', '/api/admin/settings')).body.settings.customised).toEqual([]);
        expect(faults(problems)).toEqual([]);
      } finally {
        await page.context().close();
        await resetToDefaults();
      }
    }));

  it('says so when someone else saved first, keeps what was typed, and loads their version on request; fits a phone, by keyboard', () =>
    withBusinessSettingsLock(async () => {
      await resetToDefaults();
      const { page, problems } = await openPage(browser, { width: 390, height: 844 });
      try {
        await openSettings(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        // Someone else saves a new founding year while this page is open.
        const theirs = { ...businessFactEditableDefaults, foundedYear: 2011 };
        expect((await asAdmin('PUT', '/api/admin/settings', { version: await settingsVersion(), facts: theirs })).status).toBe(200);

        // Close Sunday by keyboard, then save.
        const sunday = page.getByRole('group', { name: 'Sunday' });
        await sunday.getByLabel('Closed').focus();
        await page.keyboard.press('Space');
        expect(await sunday.getByLabel('Opens').isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'Save', exact: true }).click();

        const conflict = page.getByRole('group', { name: 'Someone else saved the settings while you were editing' });
        await conflict.waitFor();
        await expect.poll(() => focusedClass(page)).toContain('admin-alert');
        await conflict.getByText(`${admin.email} saved them`).waitFor();
        expect(await sunday.getByLabel('Closed').isChecked()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        await conflict.getByRole('button', { name: 'Load their version' }).click();
        expect(await page.getByLabel('Founded in').inputValue()).toBe('2011');
        expect(await sunday.getByLabel('Closed').isChecked()).toBe(false);
        expect(faults(problems)).toEqual([]);
      } finally {
        await page.context().close();
        await resetToDefaults();
      }
    }));
});
