import { describe, expect, it } from 'vitest';
import {
  CONVERSION_PERIOD_DAYS,
  monthStartOf,
  UPCOMING_CRUISE_DAYS,
  weekStartOf,
  type AdminCustomerDetailResponse,
  type AdminSummaryResponse,
} from '#domain/people/back-office.ts';
import { holdsInventory, type CreateBookingResponse } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { clockHeaders } from '#tests/support/test-clock.ts';
import { asAdmin, contactFor, guestLead, guestQuote, privateSelection, uniqueEmail } from './admin-support.ts';
import { book } from './booking-support.ts';

const summary = async () => {
  const response = await asAdmin('GET', '/api/admin/summary');
  expect(response.status).toBe(200);
  return response.body as AdminSummaryResponse;
};

describe('GET /api/admin/summary', () => {
  it("answers today's and this week's figures for the business's days and weeks", async () => {
    const data = await summary();
    const today = calendarDateIn(new Date());
    expect(data).toMatchObject({ today, weekStart: weekStartOf(today), monthStart: monthStartOf(today) });
    expect(data.newQuotes.thisWeek).toBeGreaterThanOrEqual(data.newQuotes.today);
    expect(data.leads.thisWeek).toBeGreaterThanOrEqual(data.leads.today);
    expect(data.latestQuotes.length).toBeLessThanOrEqual(5);
    expect(data.latestLeads.length).toBeLessThanOrEqual(5);
    expect(Object.keys(data).sort()).toEqual([
      'balancesDue',
      'conversion',
      'cruises',
      'failedCharges',
      'latestLeads',
      'latestQuotes',
      'leads',
      'moneyTaken',
      'monthStart',
      'newQuotes',
      'pendingDeposits',
      'returnedPayments',
      'revenueQuoted',
      'signInAlerts',
      'today',
      'weekStart',
    ]);
  });

  it("lists today's and the coming week's live cruises, and every booking waiting for its deposit", async () => {
    const data = await summary();
    const today = calendarDateIn(new Date());
    expect(data.cruises.to).toBe(addDays(today, UPCOMING_CRUISE_DAYS));
    expect(data.cruises.today.every((b) => b.slot.date === today && holdsInventory(b.status))).toBe(true);
    expect(data.cruises.upcoming.every((b) => b.slot.date > today && b.slot.date <= data.cruises.to && holdsInventory(b.status))).toBe(true);
    expect(data.pendingDeposits.every((b) => b.status === 'pending_deposit' && b.holdExpiresAt !== null)).toBe(true);
    const holds = data.pendingDeposits.map((b) => b.holdExpiresAt);
    expect(holds).toEqual([...holds].sort());
    expect(data.conversion.since).toBe(addDays(today, -(CONVERSION_PERIOD_DAYS - 1)));
  });

  it('shows a new booking as waiting for its deposit and its quote as converted; recording the deposit confirms it', async () => {
    const email = uniqueEmail('summary-booking');
    const quote = await guestQuote(email, privateSelection({ eventDate: freshCruiseDate(2), groupSize: 12, packageType: 'standard' }));
    const booked = await book(quote.token, '09:00', { guest: contactFor(email) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const booking = (booked.body as CreateBookingResponse).booking;

    const pending = await summary();
    const listed = pending.pendingDeposits.find((b) => b.id === booking.id);
    expect(listed).toMatchObject({
      reference: booking.reference,
      status: 'pending_deposit',
      leadGuest: { email },
      depositOutstanding: booking.deposit.depositAmount,
    });
    expect(listed?.holdExpiresAt).toEqual(expect.any(String));
    // Other suites work at the same time, so only what this booking guarantees is certain.
    expect(pending.conversion.booked).toBeGreaterThanOrEqual(1);
    expect(pending.conversion.quotes).toBeGreaterThanOrEqual(pending.conversion.booked);
    expect(pending.conversion.booked).toBeGreaterThanOrEqual(pending.conversion.confirmed);

    const paid = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'card',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const confirmed = await summary();
    expect(confirmed.pendingDeposits.some((b) => b.id === booking.id)).toBe(false);
    expect(confirmed.conversion.confirmed).toBeGreaterThanOrEqual(1);

    // The lead guest's customer page lists the booking too.
    const customer = await asAdmin('GET', `/api/admin/customers/${encodeURIComponent(email)}`);
    expect(customer.status).toBe(200);
    expect((customer.body as AdminCustomerDetailResponse).bookings).toEqual([
      expect.objectContaining({ id: booking.id, status: 'confirmed', paid: booking.deposit.depositAmount }),
    ]);
  });

  it('counts a new quote and lead, adds the quote to revenue, and lists them among the latest', async () => {
    const before = await summary();
    const email = uniqueEmail('summary');
    const lead = await guestLead(email);
    const quote = await guestQuote(email, privateSelection({ groupSize: 50, packageType: 'ultimate' }));
    const after = await summary();

    // Other suites save quotes at the same time, so the figures grow by at least these.
    expect(after.newQuotes.today).toBeGreaterThanOrEqual(before.newQuotes.today + 1);
    expect(after.newQuotes.thisWeek).toBeGreaterThanOrEqual(before.newQuotes.thisWeek + 1);
    expect(after.leads.today).toBeGreaterThanOrEqual(before.leads.today + 1);
    expect(after.revenueQuoted.thisWeek).toBeGreaterThanOrEqual(before.revenueQuoted.thisWeek + quote.quote.price.totalPrice);
    expect(after.revenueQuoted.thisMonth).toBeGreaterThanOrEqual(before.revenueQuoted.thisMonth + quote.quote.price.totalPrice);

    const latest = after.latestQuotes;
    const mine = latest.find((q) => q.id === quote.quote.id);
    if (mine) expect(mine).toMatchObject({ contact: { email }, totalPrice: quote.quote.price.totalPrice });
    else expect(latest.every((q) => q.createdAt >= (latest.at(-1)?.createdAt ?? ''))).toBe(true);
    const times = latest.map((q) => q.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const latestLead = after.latestLeads.find((l) => l.id === lead.id);
    if (latestLead) expect(latestLead.convertedQuote?.id).toBe(quote.quote.id);
  });

  it('counts an amendment in revenue in place of the version it replaces, not as a new quote', async () => {
    // A week of its own, years back (the test clock; a staff session is still good then, not in a
    // week ahead of its expiry): no other suite issues a quote in it, so its figures are this
    // test's alone, exactly. In today's week other suites add quotes and amend others to cheaper
    // versions while this runs, and one such amendment once lowered the week's figure under it.
    const at = clockHeaders(new Date('2025-03-04T18:00:00.000Z'));
    const email = uniqueEmail('summary-amend');
    const v1 = await guestQuote(email, privateSelection({ groupSize: 10, packageType: 'standard', eventDate: '2037-05-16' }), at);
    const v2 = await asAdmin(
      'POST',
      '/api/admin/quotes',
      {
        selection: privateSelection({ groupSize: 10, packageType: 'ultimate', eventDate: '2037-05-16' }),
        contact: { name: 'Jordan Rivera', email, phone: '(512) 555-0142' },
        revises: v1.quote.id,
      },
      at,
    );
    expect(v2.status).toBe(201);
    expect(v2.body.quote.price.totalPrice).toBeGreaterThan(v1.quote.price.totalPrice);
    const response = await asAdmin('GET', '/api/admin/summary', undefined, at);
    expect(response.status).toBe(200);
    const figures = response.body as AdminSummaryResponse;
    expect(figures).toMatchObject({ today: '2025-03-04', weekStart: '2025-03-03' });
    expect(figures.newQuotes).toMatchObject({ today: 1, thisWeek: 1 });
    expect(figures.revenueQuoted).toEqual({ thisWeek: v2.body.quote.price.totalPrice, thisMonth: v2.body.quote.price.totalPrice });
  });
});
