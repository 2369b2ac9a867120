import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage } from '#tests/support/browser.ts';
import { signedInToPortal } from '#tests/support/portal.ts';

// The guest's profile in Chromium on a phone (decision 025): they sign in to the portal, change
// their phone and turn balance reminders off, the page says it is saved and still says so after
// a reload, they download their data as a file holding the new phone, and axe finds nothing.

const { url } = inject('stack');
const phone = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the guest profile', () => {
  it('is edited, kept, downloaded and accessible on a phone', async () => {
    const email = `profile.${randomUUID().slice(0, 8)}@test.example`;
    // The portal sends a code only to an address we know: this guest has asked for a quote.
    const quoted = await api('POST', '/api/quotes', {
      from: newClientAddress(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        selection: {
          kind: 'private',
          eventType: 'birthday',
          groupSize: 12,
          eventDate: addDays(calendarDateIn(new Date()), 90),
          packageType: 'essentials',
          lilyPad: false,
        },
        contact: { name: 'Casey Quote', email, phone: '512-555-0142' },
        source: 'chat',
      },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
    const { page, problems } = await openPage(browser, phone);
    await signedInToPortal(page, email);
    await page.goto(new URL('/portal/profile', url).href);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    await page.getByLabel('Full name').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A bad phone is refused in the page, with the message at the field, and nothing is saved.
    await page.getByLabel('Full name').fill('Casey Profile');
    await page.getByLabel('Phone').fill('555');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText('Enter a valid phone number.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');

    await page.getByLabel('Phone').fill('(512) 555-0177');
    await page.getByLabel('Balance reminders').uncheck();
    await page.getByLabel('Thank-you after the cruise').uncheck();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByLabel('Phone').waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe('(512) 555-0177');
    expect(await page.getByLabel('Balance reminders').isChecked()).toBe(false);
    expect(await page.getByLabel('Thank-you after the cruise').isChecked()).toBe(false);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-cruise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await text(await download.createReadStream())) as {
      about: { email: string };
      sections: { profile: Array<{ phone: string; preferences: { balanceReminders: boolean; thankYou: boolean } }> };
    };
    expect(file.about.email).toBe(email);
    expect(file.sections.profile[0]).toMatchObject({ phone: '(512) 555-0177', preferences: { balanceReminders: false, thankYou: false } });

    // Deleting asks for the address first.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => page.getByText('Type your e-mail address to confirm.', { exact: true }).last().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
