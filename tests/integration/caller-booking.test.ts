import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { AdminCallerBookingResponse, AdminInventoryResponse } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { recentAuditEntries } from '#tests/support/audit-log.ts';
import { claimCruiseDate, freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders, testClock, testToday } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { customerSession } from './admin-support.ts';
import { apiLogin, api, newClientAddress } from './api-client.ts';
import { book, config, discoSelection, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { payOnPage } from './payment-support.ts';

// Staff book a caller from a quote (issue 29, decision 068): the guest's booking path and hold,
// recorded as the signed-in staff member's, then the pay link e-mailed, Stripe's card page (the
// payment simulator's hosted page) or cash and checks through the ledger; and what is refused
// with nothing written.
//
// Stripe (and the simulator) keep real time, so a checkout's expiry must be within a day of it;
// other suites release holds at clocks near the suite's noon. Bookings with a hold are made 13
// hours ahead of real time (as payments.test.ts does), so no other suite's release job reaches
// them, and staff sign in at that clock (a session's idleness is judged by the request's clock).

const { admin } = inject('stack');
const ahead = () => new Date(Date.now() + 13 * 3_600_000);

async function staffAt(clock: Date) {
  const response = await apiLogin({
    from: newClientAddress(),
    body: { email: admin.email, password: admin.password },
    headers: clockHeaders(clock),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const cookie = (response.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
  return (method: string, path: string, body?: unknown, options: { key?: string; at?: Date } = {}) =>
    api(method, path, {
      from: newClientAddress(),
      ...(body === undefined ? {} : { body }),
      headers: { cookie, ...clockHeaders(options.at ?? clock), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    });
}

type Staff = Awaited<ReturnType<typeof staffAt>>;

function bookCaller(staff: Staff, quoteId: string, body: Record<string, unknown>, options: { key?: string; at?: Date } = {}) {
  return staff('POST', `/api/admin/quotes/${quoteId}/booking`, body, { key: options.key ?? randomUUID(), ...(options.at ? { at: options.at } : {}) });
}

const { STRIPE_SECRET_KEY: secretKey = '', STRIPE_ENDPOINT: endpoint = '' } = process.env;
const simulator = new URL(endpoint);
const stripe = new Stripe(secretKey, { host: simulator.hostname, port: Number(simulator.port), protocol: 'http' });

/** A checkout page's session as Stripe (the simulator) holds it now. */
async function sessionStatus(url: string) {
  const id = /\/dev\/checkout\/(cs_[^/?]+)/.exec(url)?.[1];
  if (!id) throw new Error(`No session in ${url}`);
  return (await stripe.checkout.sessions.retrieve(id)).status;
}

const mailTo = (email: string, detailType: string) =>
  eventually(async () => (await outboxRepository(config).listByRecipient(email)).find((message) => message.detailType === detailType));

/** Nothing was booked for the quote, and its slot is still for sale to the public. */
async function nothingBooked(quoteId: string) {
  expect(await bookingsRepository(config).getLiveForQuote(quoteId)).toBeNull();
}

describe('staff booking a caller', () => {
  it('sells a caller disco tickets for cash, as the calendar’s "Sell tickets" leads to: the sailing counts the tickets and lists the booking', async () => {
    const clock = ahead();
    const staff = await staffAt(clock);
    const date = freshCruiseDate(5);
    const quote = await storedQuote(discoSelection(date, 8), { clock });
    const depositAmount = calculateDepositSchedule({ totalPrice: quote.price.totalPrice, eventDate: date, today: calendarDateIn(clock) }).depositAmount;
    const guest = leadGuest();
    const made = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'cash', amount: depositAmount } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { booking } = made.body as AdminCallerBookingResponse;
    expect(booking).toMatchObject({ status: 'confirmed', bookedBy: admin.email, slot: { kind: 'disco', date, start: '13:30' } });
    const calendar = (await staff('GET', `/api/admin/inventory?from=${date}&to=${date}`)).body as AdminInventoryResponse;
    const sailing = calendar.calendar[0]!.boats.flatMap((boat) => boat.cells).find((cell) => cell.state === 'disco' && cell.start === '13:30');
    expect(sailing?.sold).toBeGreaterThanOrEqual(8);
    expect(sailing?.bookings.map((ref) => ref.id)).toContain(booking.id);
  });

  it('e-mails the pay link at once: the booking holds the boat for 20 minutes, is recorded as the staff member’s and is in the audit log', async () => {
    const clock = ahead();
    const staff = await staffAt(clock);
    const quote = await storedQuote(privateSelection(freshCruiseDate(2), 20), { clock });
    const guest = leadGuest();
    const made = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'pay_link' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { booking, payment } = made.body as AdminCallerBookingResponse;
    expect(booking).toMatchObject({ status: 'pending_deposit', bookedBy: admin.email, leadGuest: guest, quoteId: quote.id });
    expect(Date.parse(booking.holdExpiresAt ?? '') - clock.getTime()).toBe(20 * 60_000);
    expect(payment).toEqual({ method: 'pay_link', sentTo: guest.email, amount: booking.deposit.depositAmount, holdExpiresAt: booking.holdExpiresAt });

    // The booking's admin page names who made it; the guest gets the link and the booking's e-mail.
    const page = await staff('GET', `/api/admin/bookings/${booking.id}`);
    expect(page.body.booking.bookedBy).toBe(admin.email);
    const link = await mailTo(guest.email, 'PayLinkRequested');
    expect(link.text).toContain(`/quote/${quote.token}`);
    await mailTo(guest.email, 'BookingRequested');
    const audited = await eventually(async () =>
      (await recentAuditEntries(config)).find(
        (entry) => entry.detailType === 'BookingRequested' && (entry.data as { bookingId?: string }).bookingId === booking.id,
      ),
    );
    expect(audited.data).toMatchObject({ bookedBy: admin.email });

    // The same quote cannot be booked twice, by staff or the guest.
    const again = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'pay_link' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('QUOTE_ALREADY_BOOKED');
  });

  it("opens Stripe's card page for the card the caller reads out; paid, the booking is confirmed and the guest gets the confirmation and receipt", async () => {
    const clock = ahead();
    const staff = await staffAt(clock);
    const quote = await storedQuote(privateSelection(freshCruiseDate(3), 20), { clock });
    const guest = leadGuest();
    const key = randomUUID();
    const made = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'card_form' } }, { key });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { booking, payment } = made.body as AdminCallerBookingResponse;
    // The booking holds the time; the card page is opened next, for the deposit.
    expect(payment).toEqual({ method: 'card_form', amount: booking.deposit.depositAmount, holdExpiresAt: booking.holdExpiresAt });
    const page = await staff('POST', `/api/admin/bookings/${booking.id}/card-checkout`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toEqual({
      url: expect.stringMatching(/\/dev\/checkout\/cs_test_/),
      amount: booking.deposit.depositAmount,
      holdExpiresAt: booking.holdExpiresAt,
    });
    const url: string = page.body.url;
    // A retry of the same request is the same booking, and the page asked for again is the same open one, not a second.
    const retried = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'card_form' } }, { key });
    expect(retried.status).toBe(200);
    expect(retried.body.booking.id).toBe(booking.id);
    const reopened = await staff('POST', `/api/admin/bookings/${booking.id}/card-checkout`);
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.url).toBe(url);

    const paid = await payOnPage(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${config.SITE_URL}/admin/bookings/${booking.id}?payment=done`);
    const confirmed = await eventually(async () => {
      const current = await bookingsRepository(config).get(booking.id);
      return current?.status === 'confirmed' ? current : null;
    });
    expect(confirmed.bookedBy).toBe(admin.email);
    expect(confirmed.payments[0]).toMatchObject({ kind: 'deposit', method: 'card', amount: booking.deposit.depositAmount, card: { last4: '4242' } });
    expect(await bookingsRepository(config).ledger(booking.id)).toHaveLength(1);
    await mailTo(guest.email, 'BookingConfirmed');
    await mailTo(guest.email, 'PaymentSucceeded');

    // Paid, there is no card page to open.
    const closed = await staff('POST', `/api/admin/bookings/${booking.id}/card-checkout`);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('DEPOSIT_PAID');
  });

  it("closes the guest's open card page before staff open theirs, and the other way round: the deposit is payable in one place", async () => {
    const clock = ahead();
    const staff = await staffAt(clock);
    const quote = await storedQuote(privateSelection(freshCruiseDate(6), 20), { clock });
    const made = await book(quote.token, '13:30', { clock });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const guestPage = () =>
      api('POST', '/api/bookings/checkout', { from: newClientAddress(), body: { quoteToken: quote.token }, headers: clockHeaders(clock) });
    const first = await guestPage();
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const staffPage = await staff('POST', `/api/admin/bookings/${made.body.booking.id}/card-checkout`);
    expect(staffPage.status, JSON.stringify(staffPage.body)).toBe(200);
    expect(staffPage.body.url).not.toBe(first.body.url);
    expect(await sessionStatus(first.body.url)).toBe('expired');

    const again = await guestPage();
    expect(again.status).toBe(200);
    expect(again.body.url).not.toBe(staffPage.body.url);
    expect(await sessionStatus(staffPage.body.url)).toBe('expired');
    expect(await sessionStatus(again.body.url)).toBe('open');
  });

  it('records cash for the deposit, or a check for the whole price, through the ledger: the booking is confirmed there and then', async () => {
    const clock = ahead();
    const staff = await staffAt(clock);
    const cashQuote = await storedQuote(privateSelection(freshCruiseDate(4), 20), { clock });
    const cashGuest = leadGuest();
    // The deposit is the domain's rule as of the booking day, as the booking works it out.
    const depositAmount = calculateDepositSchedule({
      totalPrice: cashQuote.price.totalPrice,
      eventDate: cashQuote.selection.eventDate,
      today: calendarDateIn(clock),
    }).depositAmount;
    const below = await bookCaller(staff, cashQuote.id, { start: '13:30', leadGuest: cashGuest, payment: { method: 'cash', amount: depositAmount - 1 } });
    expect(below.status).toBe(422);
    expect(below.body.error).toMatchObject({ code: 'AMOUNT_BELOW_DEPOSIT', fields: { 'payment.amount': expect.any(String) } });
    await nothingBooked(cashQuote.id);

    const cash = await bookCaller(staff, cashQuote.id, { start: '13:30', leadGuest: cashGuest, payment: { method: 'cash', amount: depositAmount } });
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    const cashBooking = (cash.body as AdminCallerBookingResponse).booking;
    expect(cash.body.payment).toEqual({ method: 'cash', amount: depositAmount });
    expect(cashBooking).toMatchObject({ status: 'confirmed', bookedBy: admin.email, holdExpiresAt: null });
    expect(cashBooking.deposit.depositAmount).toBe(depositAmount);
    expect(cashBooking.paymentsRecorded).toEqual([
      expect.objectContaining({ kind: 'deposit', method: 'cash', amount: depositAmount, recordedBy: admin.email }),
    ]);
    const cashLedger = await bookingsRepository(config).ledger(cashBooking.id);
    expect(cashLedger).toEqual([expect.objectContaining({ kind: 'charge', method: 'cash', amount: depositAmount })]);
    await mailTo(cashGuest.email, 'BookingConfirmed');
    await mailTo(cashGuest.email, 'PaymentSucceeded');

    const checkQuote = await storedQuote(privateSelection(freshCruiseDate(5), 20), { clock });
    const checkGuest = leadGuest();
    const total = checkQuote.price.totalPrice;
    const key = randomUUID();
    const body = { start: '13:30', leadGuest: checkGuest, payment: { method: 'check', amount: total, reference: '10442' } };
    const check = await bookCaller(staff, checkQuote.id, body, { key });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    const checkBooking = (check.body as AdminCallerBookingResponse).booking;
    expect(checkBooking.status).toBe('confirmed');
    expect(checkBooking.payments).toMatchObject({ paid: total, outstanding: 0, fullyPaid: true });
    expect(checkBooking.paymentsRecorded.map(({ kind, method, amount, note }) => ({ kind, method, amount, note }))).toEqual([
      { kind: 'deposit', method: 'check', amount: checkBooking.deposit.depositAmount, note: 'Check 10442' },
      { kind: 'balance', method: 'check', amount: total - checkBooking.deposit.depositAmount, note: 'Check 10442' },
    ]);
    // A retried request records nothing twice.
    const retried = await bookCaller(staff, checkQuote.id, body, { key });
    expect(retried.status).toBe(200);
    const stored = await bookingsRepository(config).get(checkBooking.id);
    expect(stored && paymentSummary(stored).paid).toBe(total);
    expect(await bookingsRepository(config).ledger(checkBooking.id)).toHaveLength(2);
  });

  it("books today's free slot for a walk-up, which the online booking refuses as too soon", async () => {
    const today = testToday();
    if (!claimCruiseDate(today)) throw new Error(`Today (${today}) is claimed by another test`);
    const staff = await staffAt(testClock);
    const online = await storedQuote(privateSelection(today, 20), { clock: testClock });
    const refusedOnline = await book(online.token, '13:30', { clock: testClock });
    expect(refusedOnline.status).toBe(422);
    expect(refusedOnline.body.error.code).toBe('TOO_SOON_TO_BOOK');

    const slots = await staff('GET', `/api/admin/availability?from=${today}&to=${today}&groupSize=20&type=private`);
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    expect(slots.body.days[0].slots.find((slot: { start: string }) => slot.start === '13:30')).toMatchObject({ available: true });

    const walkUp = await storedQuote(privateSelection(today, 20), { clock: testClock });
    const amount = walkUp.price.totalPrice;
    const made = await bookCaller(staff, walkUp.id, { start: '13:30', leadGuest: leadGuest(), payment: { method: 'cash', amount, reference: 'At the dock' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.booking).toMatchObject({ status: 'confirmed', slot: { date: today, start: '13:30' }, bookedBy: admin.email });
  });

  describe('refuses, writing nothing', () => {
    it('a slot taken meanwhile (409 SLOT_TAKEN, with the next free slots)', async () => {
      const clock = ahead();
      const staff = await staffAt(clock);
      const date = freshCruiseDate(2);
      // Fifty guests fit one boat only: once a guest books it, the slot is gone for a second group.
      const first = await storedQuote(privateSelection(date, 50), { clock });
      expect((await book(first.token, '13:30', { clock })).status).toBe(201);
      const second = await storedQuote(privateSelection(date, 50), { clock });
      const taken = await bookCaller(staff, second.id, { start: '13:30', leadGuest: leadGuest(), payment: { method: 'pay_link' } });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('SLOT_TAKEN');
      expect(taken.body.error.alternatives).toEqual(expect.any(Array));
      await nothingBooked(second.id);
    });

    it('a hold that has lapsed: no card page and no pay link for it (409 HOLD_ENDED)', async () => {
      const clock = ahead();
      const staff = await staffAt(clock);
      const quote = await storedQuote(privateSelection(freshCruiseDate(4), 20), { clock });
      const made = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: leadGuest(), payment: { method: 'pay_link' } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const lapsed = new Date(clock.getTime() + 21 * 60_000);
      const card = await staff('POST', `/api/admin/bookings/${made.body.booking.id}/card-checkout`, undefined, { at: lapsed });
      expect(card.status).toBe(409);
      expect(card.body.error.code).toBe('HOLD_ENDED');
      const link = await staff('POST', `/api/admin/bookings/${made.body.booking.id}/pay-link`, undefined, { at: lapsed });
      expect(link.status).toBe(409);
      expect(link.body.error.code).toBe('HOLD_ENDED');
      const stored = await bookingsRepository(config).get(made.body.booking.id);
      expect(stored?.checkout).toBeUndefined();
    });

    it('a bad amount or payment: below the deposit (422, above), more than the price (422), cents that are not whole, no check number (400)', async () => {
      const clock = ahead();
      const staff = await staffAt(clock);
      const quote = await storedQuote(privateSelection(freshCruiseDate(5), 20), { clock });
      const guest = leadGuest();
      const over = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'cash', amount: quote.price.totalPrice + 1 } });
      expect(over.status).toBe(422);
      expect(over.body.error).toMatchObject({ code: 'OVERPAYMENT', fields: { 'payment.amount': expect.any(String) } });
      const fraction = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'cash', amount: 100.5 } });
      expect(fraction.status).toBe(400);
      expect(fraction.body.error.fields['payment.amount']).toBe('Enter whole cents.');
      const noNumber = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'check', amount: quote.price.totalPrice } });
      expect(noNumber.status).toBe(400);
      expect(noNumber.body.error.fields['payment.reference']).toBeDefined();
      const unknown = await bookCaller(staff, quote.id, { start: '13:30', leadGuest: guest, payment: { method: 'voucher' } });
      expect(unknown.status).toBe(400);
      const noKey = await staff('POST', `/api/admin/quotes/${quote.id}/booking`, { start: '13:30', leadGuest: guest, payment: { method: 'pay_link' } });
      expect(noKey.status).toBe(400);
      await nothingBooked(quote.id);
      expect(await outboxRepository(config).listByRecipient(guest.email)).toEqual([]);
    });

    it('a caller who is not staff: 401 signed out, 403 signed in as a customer', async () => {
      const quote = await storedQuote(privateSelection(freshCruiseDate(6), 20));
      const body = { start: '13:30', leadGuest: leadGuest(), payment: { method: 'cash', amount: quote.price.totalPrice } };
      const request = (cookie?: string) =>
        api('POST', `/api/admin/quotes/${quote.id}/booking`, {
          from: newClientAddress(),
          body,
          headers: { 'idempotency-key': randomUUID(), ...(cookie ? { cookie } : {}) },
        });
      expect((await request()).status).toBe(401);
      const customer = await request(await customerSession());
      expect(customer.status).toBe(403);
      expect(customer.body.error.code).toBe('FORBIDDEN');
      await nothingBooked(quote.id);
      const card = await api('POST', `/api/admin/bookings/${randomUUID()}/card-checkout`, {
        from: newClientAddress(),
        headers: { cookie: await customerSession() },
      });
      expect(card.status).toBe(403);
    });
  });
});
