import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '#domain/shared/money.ts';
import { adminSession } from '#tests/integration/admin-support.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { depositRecordedInCash, savedAndBooked } from '#tests/support/bookings.ts';
import { signedInToPortal } from '#tests/support/portal.ts';

// Staff change a booking's head count from its page in the back office (issue 29), at 1440 and
// 390 px: the preview shows the new itemised price and the difference before anything changes;
// confirmed, the booking's page and the guest's trip page show the new price and balance. axe
// finds nothing on the form, the preview or the result.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A guest's private cruise for 20, booked and its deposit recorded in cash by staff. */
async function confirmedBooking() {
  const email = `edit.${randomUUID().slice(0, 8)}@test.example`;
  const guest = { name: 'Casey Keel', email, phone: '(512) 555-0177' };
  const { booking } = await savedAndBooked(
    { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: freshCruiseDate(4), packageType: 'essentials', lilyPad: false },
    guest,
    '09:00',
  );
  return { email, booking: await depositRecordedInCash(booking, await adminSession()) };
}

const definition = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

describe("the back office: changing a booking's head count", () => {
  for (const [name, viewport] of [
    ['1440', { width: 1440, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    it(`at ${name} px: previews the new price and the difference, then confirms; the booking and the guest's trip page show it`, async () => {
      const { email, booking } = await confirmedBooking();
      const { page, problems } = await openPage(browser, viewport);
      await signInAt(page, `${url}/admin/bookings/${booking.id}`, admin);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^Booking ${booking.reference}`) }).waitFor();

      await page.getByRole('button', { name: 'Change booking' }).click();
      const form = page.getByRole('form', { name: 'Change the booking' });
      await form.getByLabel('Guests').fill('28');
      // The time list says which times the group can have that day; its own is there, as now.
      const ownTime = form.getByLabel('Time').locator('option[value="09:00"]');
      await ownTime.filter({ hasText: '(its time now)' }).waitFor({ state: 'attached' });
      expect(
        await form
          .getByLabel('Time')
          .locator('option')
          .evaluateAll((options) => options.slice(1).every((option) => /\((its time now|free|taken)\)$/.test(option.textContent ?? ''))),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Preview the change' }).click();

      // The preview: what changes, the new itemised price, and the money before anything is written.
      const preview = page.getByRole('region', { name: 'Check the change before you confirm' });
      await preview.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check the change before you confirm');
      expect(await preview.getByRole('list', { name: 'What changes' }).textContent()).toBe('Guests: 20 → 28');
      const newTotalText = (await definition(page, 'New total').textContent())!;
      const newTotal = Math.round(Number(newTotalText.replace(/[$,]/g, '')) * 100);
      expect(newTotal).toBeGreaterThan(booking.payments.total);
      const difference = newTotal - booking.payments.total;
      expect(await definition(page, 'Total now').textContent()).toBe(formatMoney(booking.payments.total));
      expect(await definition(page, 'Difference').textContent()).toBe(`+${formatMoney(difference)} (more)`);
      expect(await definition(page, 'Owed after the change').textContent()).toBe(formatMoney(newTotal - booking.payments.paid));
      expect(await preview.getByRole('table', { name: `New price for ${booking.reference}` }).textContent()).toContain(formatMoney(newTotal));
      expect(await axeViolations(page)).toEqual([]);

      await preview.getByRole('button', { name: 'Confirm the change' }).click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(`Booking ${booking.reference} changed: ${formatMoney(newTotal)}`)
        .first()
        .waitFor();
      // The booking's page: the new price and balance, and who changed what.
      expect(await definition(page, 'Guests').first().textContent()).toBe('28');
      expect(await definition(page, 'Paid').textContent()).toBe(`${formatMoney(booking.payments.paid)} of ${formatMoney(newTotal)}`);
      expect(await definition(page, 'Outstanding in all').textContent()).toBe(formatMoney(newTotal - booking.payments.paid));
      const changes = page.getByRole('region', { name: 'Changes' });
      expect(await changes.textContent()).toContain(`Guests: 20 → 28. Total ${formatMoney(booking.payments.total)} → ${formatMoney(newTotal)}.`);
      expect(await changes.textContent()).toContain(`by ${admin.email}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();

      // The guest's trip page reads the booking: the new total and what is still to pay.
      const guest = await openPage(browser, viewport);
      await signedInToPortal(guest.page, email);
      await guest.page.goto(`${url}/portal/trips/${booking.id}`);
      await definition(guest.page, 'Still to pay').waitFor();
      expect(await definition(guest.page, 'Total').textContent()).toBe(formatMoney(newTotal));
      expect(await definition(guest.page, 'Still to pay').textContent()).toBe(formatMoney(newTotal - booking.payments.paid));
      expect(await axeViolations(guest.page)).toEqual([]);
      expect(guest.problems).toEqual([]);
      await guest.page.context().close();
    });
  }
});
