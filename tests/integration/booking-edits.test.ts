import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#domain/booking/booking.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import type { BookingEditPreview } from '#domain/payments/booking-edit.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { TripResponse } from '#domain/portal/trip.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { portalCookie } from '#tests/support/portal.ts';
import { clockDaysBefore } from '#tests/support/test-clock.ts';
import { eventually } from '#tests/support/wait.ts';
import { adminEmail, asAdmin, editBooking } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { availability, book, config, discoSelection, leadGuest, privateSelection, storedQuote } from './booking-support.ts';

// Staff edit a booking from the back office (issue 29): head count, add-ons, package, boat or time,
// previewed (the engine's new itemised price and the difference, nothing written) and confirmed
// (the booking, its inventory and the event in one transaction; the ledger settles the rest). Each
// refusal is a 4xx that changes nothing.

// Bookings are made at a clock days before the other suites', so no one else's release job ends their hold.
const suiteClock = clockDaysBefore(10);
const stored = async (id: string) => (await bookingsRepository(config).get(id))!;

/** A confirmed booking: `selection` booked at `start`, its deposit (or, with `full`, everything) paid in cash at the desk. */
async function confirmedBooking(selection: QuoteSelection, start: string, options: { full?: boolean } = {}) {
  const quote = await storedQuote(selection, { clock: suiteClock });
  const guest = leadGuest();
  const made = await book(quote.token, start, { guest, clock: suiteClock });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.booking.id as string;
  const receivedOn = calendarDateIn(new Date());
  const deposit = await asAdmin('POST', `/api/admin/bookings/${id}/payments`, {
    kind: 'deposit',
    amount: made.body.booking.deposit.depositAmount,
    method: 'cash',
    receivedOn,
  });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  if (options.full) {
    const rest = paymentSummary(await stored(id)).outstanding;
    const balance = await asAdmin('POST', `/api/admin/bookings/${id}/payments`, { kind: 'balance', amount: rest, method: 'cash', receivedOn });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
  }
  return { id, guest, booking: await stored(id) };
}

const preview = async (id: string, edit: Record<string, unknown>) => asAdmin('POST', `/api/admin/bookings/${id}/edit-preview`, edit);

/** The guest's e-mails of one event type, once the consumer has written them. */
const emailsTo = (address: string, detailType: string) =>
  eventually(async () => {
    const found = (await outboxRepository(config).listByRecipient(address)).filter((message) => message.detailType === detailType);
    return found.length > 0 ? found : null;
  });

const boatAt = async (date: string, groupSize: number, start: string) =>
  (await availability(date, groupSize, 'private')).body.days[0].slots.find((slot: { start: string }) => slot.start === start);

describe("staff edit a booking's head count and add-ons", () => {
  it('a bigger group: the preview shows the new price and the difference and writes nothing; the edit records who, e-mails the guest, and the trip page shows it', async () => {
    const { id, guest, booking } = await confirmedBooking(privateSelection(freshCruiseDate(2), 20), '09:00');
    const before = paymentSummary(booking);

    // 28 guests take the next price tier (up to 30) on the same boat.
    const previewed = await preview(id, { groupSize: 28 });
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const shown = previewed.body.preview as BookingEditPreview;
    expect(shown.changes).toEqual([{ what: 'Guests', from: '20', to: '28' }]);
    expect(shown.oldPrice.totalPrice).toBe(booking.price.totalPrice);
    expect(shown.price.groupSize).toBe(28);
    expect(shown.settlement.difference).toBeGreaterThan(0);
    expect(shown.settlement).toMatchObject({ oldTotal: before.total, newTotal: shown.price.totalPrice, paid: before.paid, refund: 0 });
    expect(shown.settlement.difference).toBe(shown.price.totalPrice - before.total);
    // The group still fits its boat, which it keeps.
    expect(shown.slot).toMatchObject({ start: '09:00', boatId: booking.slot.boatId, seats: 28 });
    expect((await stored(id)).revision).toBe(booking.revision);

    const confirmed = await asAdmin('POST', `/api/admin/bookings/${id}/edit`, { groupSize: 28, expectedTotal: shown.price.totalPrice });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const after = confirmed.body.booking as AdminBooking;
    expect(after.price.groupSize).toBe(28);
    expect(after.payments).toMatchObject({ total: shown.price.totalPrice, paid: before.paid, outstanding: shown.price.totalPrice - before.paid });
    expect(after.edits).toEqual([
      { at: expect.any(String), by: adminEmail, changes: [{ what: 'Guests', from: '20', to: '28' }], oldTotal: before.total, newTotal: shown.price.totalPrice },
    ]);
    expect(after.moves).toEqual([]);
    expect((await stored(id)).events.at(-1)?.type).toBe('BookingChanged');

    const [email] = await emailsTo(guest.email, 'BookingChanged');
    expect(email!.subject).toContain('was changed');
    expect(email!.text).toContain('Guests: 20 → 28');
    expect(email!.text).toContain(`${formatMoney(shown.settlement.difference)} more than before`);

    const cookie = await portalCookie(guest.email.toLowerCase());
    const trip = await api('GET', `/api/portal/trips/${id}`, { from: newClientAddress(), headers: { cookie } });
    expect(trip.status).toBe(200);
    const view = (trip.body as TripResponse).trip;
    expect(view.cruise.groupSize).toBe(28);
    expect(view.price.totalPrice).toBe(shown.price.totalPrice);
    expect(view.money).toMatchObject({ total: shown.price.totalPrice, outstanding: shown.price.totalPrice - before.paid });
  });

  it('a smaller group on a booking paid in full gives back what is paid beyond the new total, through the ledger', async () => {
    const { id, booking } = await confirmedBooking(privateSelection(freshCruiseDate(3), 20), '13:30', { full: true });
    const { shown, confirmed } = await editBooking(id, { groupSize: 10 });
    expect(shown.settlement.refund).toBe(booking.price.totalPrice - shown.price.totalPrice);
    expect(shown.settlement.refund).toBeGreaterThan(0);
    // The edit's settlement gives back what is paid beyond the new total (cash by hand: the ledger records it), once.
    const refunded = await eventually(async () => {
      const after = await stored(id);
      return (after.refunds ?? []).length > 0 ? after : null;
    });
    expect(paymentSummary(refunded)).toMatchObject({ total: shown.price.totalPrice, paid: shown.price.totalPrice, outstanding: 0 });
    expect(refunded.refunds?.reduce((sum, refund) => sum + refund.amount, 0)).toBe(shown.settlement.refund);
    // The smaller group gets the smallest boat that carries it, as a booking does; its old boat is free again.
    expect(shown.changes.map((change) => change.what)).toEqual(['Guests', 'Boat']);
    expect(confirmed.booking.slot.boatId).toBe('boat_day_tripper');
    expect((await boatAt(booking.slot.date, 20, '13:30')).boatId).toBe(booking.slot.boatId);
  });

  it('adding and taking off add-ons re-prices with the catalogue; an add-on not offered is refused and nothing changes', async () => {
    const { id, booking } = await confirmedBooking(privateSelection(freshCruiseDate(4), 20), '09:00');
    const added = await editBooking(id, { addOns: [{ productId: 'coolers-on-ice', quantity: 2 }] });
    expect(added.shown.changes).toEqual([{ what: 'Add-ons', from: 'none', to: 'Coolers on ice × 2' }]);
    expect(added.shown.price.totalPrice).toBeGreaterThan(booking.price.totalPrice);
    expect(added.confirmed.booking.selection.addOns).toEqual([{ productId: 'coolers-on-ice', quantity: 2 }]);

    const revision = (await stored(id)).revision;
    const unknown = await preview(id, { addOns: [{ productId: 'no-such-thing', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('ADD_ON_NOT_OFFERED');

    const removed = await editBooking(id, { addOns: [] });
    expect(removed.shown.changes).toEqual([{ what: 'Add-ons', from: 'Coolers on ice × 2', to: 'none' }]);
    expect(removed.confirmed.booking.price.totalPrice).toBe(booking.price.totalPrice);
    expect(removed.confirmed.booking.edits.map((entry) => entry.changes[0]?.what)).toEqual(['Add-ons', 'Add-ons']);
    expect((await stored(id)).revision).toBe(revision + 1);
  });

  it("a disco group's tickets change on its own sailing's count", async () => {
    const date = freshCruiseDate(5);
    const { id } = await confirmedBooking(discoSelection(date, 10), '13:30');
    const seatsLeft = async () => (await availability(date, 8, 'disco')).body.days[0].slots[0].seatsLeft as number;
    const left = await seatsLeft();
    await editBooking(id, { groupSize: 12 });
    expect(await seatsLeft()).toBe(left - 2);
    await editBooking(id, { groupSize: 9 });
    expect(await seatsLeft()).toBe(left + 1);
  });
});

describe("staff change a booking's package, boat or time", () => {
  it('a package is re-priced; a boat is taken only when free, its old one given back in the same write', async () => {
    const date = freshCruiseDate(2);
    const { id, booking } = await confirmedBooking(privateSelection(date, 20), '18:00');
    const packaged = await editBooking(id, { packageType: 'ultimate' });
    expect(packaged.shown.changes.map((change) => change.what)).toEqual(['Package']);
    expect(packaged.confirmed.booking.selection).toMatchObject({ packageType: 'ultimate' });
    expect(packaged.shown.price.totalPrice).not.toBe(booking.price.totalPrice);

    // Someone else takes the 75-guest boat at that time: staff cannot choose it.
    const other = await storedQuote(privateSelection(date, 60), { clock: suiteClock });
    expect((await book(other.token, '18:00', { clock: suiteClock })).status).toBe(201);
    const revision = (await stored(id)).revision;
    const taken = await asAdmin('POST', `/api/admin/bookings/${id}/edit`, { boatId: 'boat_clever_girl', expectedTotal: packaged.shown.price.totalPrice });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'SLOT_TAKEN', fields: { boatId: expect.stringContaining('Clever Girl') } });
    expect((await stored(id)).revision).toBe(revision);

    // The day's small boat is too small; at 13:30 the 75-guest boat is free and is taken, the 18:00 boat freed.
    const small = await preview(id, { boatId: 'boat_day_tripper' });
    expect(small.status).toBe(422);
    expect(small.body.error.code).toBe('BOAT_TOO_SMALL');
    const moved = await editBooking(id, { start: '13:30', boatId: 'boat_clever_girl' });
    expect(moved.confirmed.booking.slot).toMatchObject({ start: '13:30', boatId: 'boat_clever_girl' });
    expect(moved.shown.changes.map((change) => change.what)).toEqual(['Time', 'Boat']);
    expect(moved.confirmed.booking.moves).toHaveLength(1);
    expect((await boatAt(date, 60, '13:30')).available).toBe(false);
    expect((await boatAt(date, 20, '18:00')).boatId).toBe(booking.slot.boatId);
  });

  it('a new date and time: the new slot is taken, the old freed, and the guest gets a calendar file that replaces the old one', async () => {
    const date = freshCruiseDate(3);
    const later = freshCruiseDate(3);
    const { id, guest, booking } = await confirmedBooking(privateSelection(date, 60), '09:00');
    const { shown, confirmed } = await editBooking(id, { date: later, start: '18:00' });
    expect(shown.changes.map((change) => change.what)).toEqual(['Date', 'Time']);
    expect(confirmed.booking.slot).toMatchObject({ date: later, start: '18:00' });
    expect(confirmed.booking.selection.eventDate).toBe(later);
    expect(confirmed.booking.deposit.remainingBalanceDueAt).not.toBe(booking.deposit.remainingBalanceDueAt);
    expect((await boatAt(date, 60, '09:00')).available).toBe(true);
    expect((await boatAt(later, 60, '18:00')).available).toBe(false);
    const [email] = await emailsTo(guest.email, 'BookingChanged');
    expect(email!.attachments?.[0]?.content).toMatch(/SEQUENCE:1/);
    expect(email!.attachments?.[0]?.content).toContain(`UID:${id}@`);
  });
});

describe('a refused edit changes nothing', () => {
  it('refuses a stale total, no change, a bad body, a held booking and a caller who is not staff', async () => {
    const { id, booking } = await confirmedBooking(privateSelection(freshCruiseDate(4), 20), '13:30');
    const check = async (response: { status: number; body: { error: { code: string } } }, status: number, code: string) => {
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.error.code).toBe(code);
      expect((await stored(id)).revision).toBe(booking.revision);
    };
    await check(await asAdmin('POST', `/api/admin/bookings/${id}/edit`, { groupSize: 28, expectedTotal: booking.price.totalPrice }), 409, 'PRICE_CHANGED');
    await check(await preview(id, { groupSize: 20 }), 422, 'NOTHING_CHANGED');
    await check(await preview(id, { groupSize: 0 }), 400, 'VALIDATION_FAILED');
    await check(await preview(id, { discoPackage: 'basic' }), 422, 'WRONG_PACKAGE');
    await check(await preview(id, { start: '10:15' }), 422, 'NO_SUCH_SLOT');
    await check(await asAdmin('POST', `/api/admin/bookings/${id}/edit`, { groupSize: 24 }), 400, 'VALIDATION_FAILED');
    const anonymous = await api('POST', `/api/admin/bookings/${id}/edit`, { from: newClientAddress(), body: { groupSize: 24, expectedTotal: 1 } });
    expect(anonymous.status).toBe(401);

    const held = await storedQuote(privateSelection(freshCruiseDate(5), 20), { clock: suiteClock });
    const pending = await book(held.token, '09:00', { clock: suiteClock });
    const heldResponse = await preview(pending.body.booking.id, { groupSize: 22 });
    expect(heldResponse.status).toBe(409);
    expect(heldResponse.body.error.code).toBe('NOT_CONFIRMED');
  });
});
