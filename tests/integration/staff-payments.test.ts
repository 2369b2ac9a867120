import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { AdminSummaryResponse } from '#domain/people/back-office.ts';
import type { AdminBooking, PublicBooking } from '#domain/booking/booking.ts';
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { drainBus } from '#tests/support/bus.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { apiLogin, api, newClientAddress } from './api-client.ts';
import { book, config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';

// Payments staff record by hand (issue 25, decision 036): each is announced as PaymentSucceeded
// with its ledger entry, so the dashboard's money taken and the business summary agree to the
// cent; a received-on date after today (America/Chicago, the request's clock) is refused.
//
// The money is recorded at a clock of this suite's own, in a month far ahead that no other suite
// writes ledger entries or summary counts in, so "this month" on the dashboard and the summary's
// month hold this suite's money only. Staff sign in at that clock (a session's idleness is judged
// by the request's clock).

const { admin } = inject('stack');

async function staffAt(clock: Date) {
  const response = await apiLogin({
    from: newClientAddress(),
    body: { email: admin.email, password: admin.password },
    headers: clockHeaders(clock),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const cookie = (response.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
  return (method: string, path: string, body?: unknown) =>
    api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }), headers: { cookie, ...clockHeaders(clock) } });
}

async function bookedByGuest() {
  const quote = await storedQuote(privateSelection(freshCruiseDate(3), 20));
  const guest = leadGuest();
  // Booked ahead of real time, as the card suites do, so no suite's release job reaches the hold.
  const made = await book(quote.token, '13:30', { guest, clock: new Date(Date.now() + 13 * 3_600_000) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { guest, booking: made.body.booking as PublicBooking };
}

describe('payments staff record by hand', () => {
  it("are in the business summary, the timeline and a receipt: the dashboard's money taken equals the summary's collected, to the cent", async () => {
    const year = 3000 + randomInt(900);
    const clock = new Date(`${year}-03-10T18:00:00.000Z`);
    const today = calendarDateIn(clock);
    const staff = await staffAt(clock);
    const first = await bookedByGuest();
    const second = await bookedByGuest();

    const pay = async (bookingId: string, payment: { kind: 'deposit' | 'balance'; amount: number; method: string }) => {
      const response = await staff('POST', `/api/admin/bookings/${bookingId}/payments`, { ...payment, receivedOn: today });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.booking as AdminBooking;
    };
    const refund = async (bookingId: string, amount: number) => {
      const response = await staff('POST', `/api/admin/bookings/${bookingId}/refunds`, { amount, reason: 'Two guests could not come.', kind: 'mistake' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    // A check for the deposit, a card on staff's terminal and cash towards the balance; cash for
    // the other booking's deposit; then a refund from each booking (newest payments first).
    await pay(first.booking.id, { kind: 'deposit', amount: first.booking.deposit.depositAmount, method: 'check' });
    await pay(first.booking.id, { kind: 'balance', amount: 30_000, method: 'card' });
    await pay(first.booking.id, { kind: 'balance', amount: 25_050, method: 'cash' });
    await pay(second.booking.id, { kind: 'deposit', amount: second.booking.deposit.depositAmount, method: 'cash' });
    await refund(first.booking.id, 35_000);
    await refund(second.booking.id, 12_345);
    await drainBus();

    const charges = first.booking.deposit.depositAmount + 30_000 + 25_050 + second.booking.deposit.depositAmount;
    const refunds = 35_000 + 12_345;
    const dashboard = await staff('GET', '/api/admin/summary');
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    const taken = (dashboard.body as AdminSummaryResponse).moneyTaken.thisMonth;
    expect(taken).toEqual({ charges, refunds, net: charges - refunds });

    const month = today.slice(0, 7);
    const summary = await staff('GET', `/api/admin/business-summary?from=${month}&to=${month}`);
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const { totals } = summary.body as BusinessSummary;
    // The summary's collected is net of refunds ("Collected, net of refunds"), as the dashboard's net is.
    expect({ collected: totals.collected, refunded: totals.refunded }).toEqual({ collected: taken.net, refunded: taken.refunds });

    // The guest's receipt for the cash says cash; the timeline names the method and who took it.
    const receipts = await eventually(async () => {
      const found = (await outboxRepository(config).listByRecipient(second.guest.email)).filter((message) => message.detailType === 'PaymentSucceeded');
      return found.length > 0 ? found : null;
    });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Method: Cash');
    expect(receipts[0]!.text).toContain(`we received your $${(second.booking.deposit.depositAmount / 100).toFixed(2)} deposit in cash`);
    expect(receipts[0]!.text).not.toContain('Payment reference');
    const lines = (await customersRepository(config).listTimeline(first.guest.email)).filter(
      (entry) => entry.kind === 'payment' && entry.activity === 'PaymentSucceeded',
    );
    expect(lines.map((entry) => (entry.kind === 'payment' ? entry.summary : '')).sort()).toEqual([
      expect.stringMatching(/^Paid \$250\.50 \(balance\) by Cash, recorded by /),
      expect.stringMatching(/^Paid \$300\.00 \(balance\) by Card \(taken by staff\), recorded by /),
      expect.stringMatching(/^Paid \$[\d,.]+ \(deposit\) by Check, recorded by /),
    ]);
  });

  it('refuse a received-on date after today in America/Chicago with 400 on the field, and change nothing', async () => {
    // 03:30 UTC on the 15th is still the evening of the 14th in Austin.
    const year = 3000 + randomInt(900);
    const clock = new Date(`${year}-01-15T03:30:00.000Z`);
    const austinToday = calendarDateIn(clock);
    expect(austinToday).toBe(`${year}-01-14`);
    const staff = await staffAt(clock);
    const { booking } = await bookedByGuest();
    const payment = { kind: 'deposit', amount: booking.deposit.depositAmount, method: 'cash' };

    for (const receivedOn of [addDays(austinToday, 1), addDays(austinToday, 150)]) {
      const refused = await staff('POST', `/api/admin/bookings/${booking.id}/payments`, { ...payment, receivedOn });
      expect(refused.status, receivedOn).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { receivedOn: expect.stringContaining('after today') } });
    }
    const stored = await bookingsRepository(config).get(booking.id);
    expect(stored).toMatchObject({ status: 'pending_deposit', payments: [] });
    expect(await bookingsRepository(config).ledger(booking.id)).toEqual([]);

    const accepted = await staff('POST', `/api/admin/bookings/${booking.id}/payments`, {
      ...payment,
      receivedOn: austinToday,
      note: `Paid at the dock ${randomUUID().slice(0, 4)}`,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.booking).toMatchObject({ status: 'confirmed' });
  });
});
