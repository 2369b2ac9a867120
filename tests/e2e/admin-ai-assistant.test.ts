import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminBooking, AdminBookingResponse, CreateBookingResponse } from '#domain/booking/booking.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { adminSession } from '#tests/integration/admin-support.ts';
import { api, newClientAddress } from '#tests/integration/api-client.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';

// Staff's assistant at /admin/ai-assistant (issue 30, decision 079): the owner asks, by an example
// button on a desktop and by typing and Enter on a phone, and sees the answer from the local model
// stand-in (said plainly) with the record it came from as a link; axe clean at both widths. The
// money question's records (the months of the ledger) exist whatever else the stack holds. Asked
// to send a pay link again, it proposes the action on a card; one click sends it through the
// booking page's own route and the card says what the route answered (decision 080).

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("staff's AI assistant", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`answers a question with its cited records, says the stand-in answered and only reads (${viewport.width} px)`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      try {
        await signInAt(page, `${url}/admin/ai-assistant`, admin);
        await page.getByRole('heading', { level: 1, name: 'AI assistant' }).waitFor();
        expect(await page.getByText('never changes, sends, books or refunds anything itself').count()).toBe(1);
        const question = 'What did we collect in October vs last year?';
        if (viewport.width > 1000) {
          await page.getByRole('button', { name: question }).click();
        } else {
          const box = page.getByLabel('Your question');
          await box.focus();
          await page.keyboard.type(question);
          await page.keyboard.press('Enter');
        }
        const heading = page.getByRole('heading', { level: 2, name: 'Answer' });
        await heading.waitFor();
        // Focus lands on the answer, where a keyboard or screen reader user continues.
        expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await page.getByText('this answer comes from the local model stand-in').count()).toBe(1);
        expect(await page.locator('.ai-assistant__text').textContent()).toMatch(/We collected \$[\d,]+\.\d\d in October \d{4}/);
        const cited = page
          .getByRole('list')
          .filter({ has: page.getByRole('link', { name: /^October \d{4}$/ }) })
          .getByRole('link')
          .first();
        expect(await cited.getAttribute('href')).toBe('/admin/business-summary');
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

/** A guest's private cruise, booked and its deposit recorded by staff: its balance is owed. */
async function bookingOwingItsBalance(): Promise<AdminBooking> {
  const guest = { name: 'Sasha Lake', email: `paylink.${randomUUID().slice(0, 8)}@test.example`, phone: '(512) 555-0178' };
  // Within the two years ahead that a booking reference is looked up in (decision 011).
  const eventDate = freshCruiseDate(3, { toDays: 700 });
  const saved = await api('POST', '/api/quotes', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID() },
    body: {
      selection: { kind: 'private', eventType: 'birthday', groupSize: 18, eventDate, packageType: 'essentials', lilyPad: false },
      contact: guest,
      source: 'chat',
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const token = (saved.body as CreateQuoteResponse).path.split('/').at(-1)!;
  const booked = await api('POST', '/api/bookings', {
    from: newClientAddress(),
    headers: { 'idempotency-key': randomUUID() },
    body: { quoteToken: token, start: '09:00', leadGuest: guest, acceptCancellationPolicy: true },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const { booking } = booked.body as CreateBookingResponse;
  const paid = await api('POST', `/api/admin/bookings/${booking.id}/payments`, {
    from: newClientAddress(),
    headers: { cookie: await adminSession() },
    body: { kind: 'deposit', amount: booking.deposit.depositAmount, method: 'cash', receivedOn: calendarDateIn(new Date()) },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body as AdminBookingResponse).booking;
}

describe("staff's AI assistant: a proposed action", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`proposes sending the pay link again on a card, and one click sends it through the booking's route (${viewport.width} px)`, async () => {
      const booking = await bookingOwingItsBalance();
      const owed = formatMoney(booking.payments.outstanding);
      const { page, problems } = await openPage(browser, viewport);
      try {
        await signInAt(page, `${url}/admin/ai-assistant`, admin);
        await page.getByRole('heading', { level: 1, name: 'AI assistant' }).waitFor();
        const box = page.getByLabel('Your question');
        await box.fill(`Send the pay link again to ${booking.reference}`);
        if (viewport.width > 1000) await page.getByRole('button', { name: 'Ask', exact: true }).click();
        else {
          await box.focus();
          await page.keyboard.press('Enter');
        }
        await page.getByRole('heading', { level: 2, name: 'Answer' }).waitFor();

        // The card says exactly what will happen, and that nothing has yet.
        const card = page.getByRole('region', { name: `Send the pay link for ${booking.reference} again` });
        await card.waitFor();
        expect(await card.getByText('nothing has happened yet').count()).toBe(1);
        const value = (term: string) =>
          card
            .locator('dt', { hasText: new RegExp(`^${term}$`) })
            .locator('xpath=following-sibling::dd[1]')
            .textContent();
        expect(await value('Booking')).toContain(booking.reference);
        expect(await value('E-mailed to')).toBe(booking.leadGuest.email);
        expect(await value('It asks for')).toContain(`The balance of ${owed}`);
        expect(await axeViolations(page)).toEqual([]);

        // One click, by keyboard on the phone: the booking page's own request, and what it answered.
        const confirm = card.getByRole('button', { name: `Send the pay link to ${booking.leadGuest.email}` });
        if (viewport.width > 1000) await confirm.click();
        else {
          await confirm.focus();
          await page.keyboard.press('Enter');
        }
        const done = card.getByText(`Sent: ${booking.leadGuest.email} was e-mailed the link to pay ${owed}.`);
        await done.waitFor();
        await expect.poll(() => done.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await confirm.count()).toBe(0);
        expect(await card.getByRole('link', { name: `Open ${booking.reference}` }).getAttribute('href')).toBe(`/admin/bookings/${booking.id}`);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
