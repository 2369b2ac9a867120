import { describe, expect, it } from 'vitest';
import type { AdminInventoryResponse } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '#functions/adapters/dynamodb/customers-repository.ts';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { releaseExpiredHolds } from '#functions/app/booking/release-holds.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { withInventorySettingsLock } from '#tests/support/stack-lock.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from './admin-support.ts';
import { availability, book, config, discoSelection, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { clockDaysBefore } from '#tests/support/test-clock.ts';

const slotBoat = async (date: string, groupSize: number, start: string) =>
  (await availability(date, groupSize, 'private')).body.days[0].slots.find((s: { start: string }) => s.start === start);

/** The e-mails sent to an address for one booking event type, once the consumer has written them. */
async function emailsTo(address: string, detailType: string) {
  return eventually(async () => {
    const found = (await outboxRepository(config).listByRecipient(address)).filter((m) => m.detailType === detailType);
    return found.length > 0 ? found : null;
  });
}

// This suite books at a clock of its own, days before the other suites', and runs the hold-release
// job only up to its own bookings' holds: it never releases a booking another suite is watching.
const suiteClock = clockDaysBefore(10);

describe('staff work a booking', () => {
  it('recording the deposit confirms the booking, ends its hold and e-mails the guest; overpaying is refused', async () => {
    const date = freshCruiseDate(2);
    const quote = await storedQuote(privateSelection(date, 10), { clock: suiteClock });
    const guest = leadGuest();
    const { booking } = (await book(quote.token, '09:00', { guest, clock: suiteClock })).body;

    // The guest's reservation e-mail carries the calendar file for the cruise.
    const [reserved] = await emailsTo(guest.email, 'BookingRequested');
    expect(reserved!.subject).toContain('deposit due');
    expect(reserved!.attachments?.[0]).toMatchObject({ filename: `${booking.reference}.ics`, contentType: expect.stringContaining('text/calendar') });
    expect(reserved!.attachments?.[0]?.content).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VEVENT/);

    const tooMuch = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.totalPrice + 1,
      method: 'card',
      receivedOn: calendarDateIn(new Date()),
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('OVERPAYMENT');

    const paid = await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'card',
      receivedOn: calendarDateIn(new Date()),
      note: 'Took it by phone',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.booking).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      payments: { paid: booking.deposit.depositAmount, depositOutstanding: 0 },
    });
    expect(paid.body.booking.paymentsRecorded[0]).toMatchObject({
      kind: 'deposit',
      method: 'card',
      note: 'Took it by phone',
      recordedBy: expect.stringContaining('@'),
    });
    await emailsTo(guest.email, 'BookingConfirmed');

    // A confirmed booking is no longer released when its old hold time passes.
    await releaseExpiredHolds(config, new Date(Date.parse(booking.holdExpiresAt) + 1000));
    expect((await bookingsRepository(config).get(booking.id))?.status).toBe('confirmed');

    // The customer's timeline has both changes.
    const timeline = await eventually(async () => {
      const entries = (await customersRepository(config).listTimeline(guest.email)).filter((e) => e.kind === 'booking');
      return entries.length === 2 ? entries : null;
    });
    expect(timeline.map((e) => (e.kind === 'booking' ? e.change : '')).sort()).toEqual(['confirmed', 'requested']);
  });

  it('cancelling gives the boat back, says whether a refund is due and cannot happen twice', async () => {
    const date = freshCruiseDate(1);
    const quote = await storedQuote(privateSelection(date, 60), { clock: suiteClock });
    const { booking } = (await book(quote.token, '13:30', { clock: suiteClock })).body;
    expect((await slotBoat(date, 60, '13:30')).available).toBe(false);
    await asAdmin('POST', `/api/admin/bookings/${booking.id}/payments`, {
      kind: 'deposit',
      amount: booking.deposit.depositAmount,
      method: 'check',
      receivedOn: calendarDateIn(new Date()),
    });
    const cancelled = await asAdmin('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'The group changed plans.' });
    expect(cancelled.status).toBe(200);
    // More than 30 days before the cruise: within free cancellation, so what was paid is refunded.
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundDue: true, cancellationReason: 'The group changed plans.' });
    expect((await slotBoat(date, 60, '13:30')).available).toBe(true);
    const again = await asAdmin('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('BOOKING_ENDED');
    const empty = await asAdmin('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: ' ' });
    expect(empty.status).toBe(400);
    // The quote can be booked again.
    expect((await book(quote.token, '13:30', { clock: suiteClock })).status).toBe(201);
  });

  it('moving re-checks the inventory: a taken slot is refused, a free one is taken and the old one freed', async () => {
    const date = freshCruiseDate(3);
    const [mine, theirs] = await Promise.all([
      storedQuote(privateSelection(date, 60), { clock: suiteClock }),
      storedQuote(privateSelection(date, 60), { clock: suiteClock }),
    ]);
    const guest = leadGuest();
    const { booking } = (await book(mine.token, '09:00', { guest, clock: suiteClock })).body;
    expect((await book(theirs.token, '18:00', { clock: suiteClock })).status).toBe(201);
    const blocked = await asAdmin('POST', `/api/admin/bookings/${booking.id}/move`, { date, start: '18:00' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('SLOT_TAKEN');
    const moved = await asAdmin('POST', `/api/admin/bookings/${booking.id}/move`, { date, start: '13:30' });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.slot).toMatchObject({ date, start: '13:30', boatId: 'boat_clever_girl' });
    expect(moved.body.booking.moves).toHaveLength(1);
    expect((await slotBoat(date, 60, '09:00')).available).toBe(true);
    expect((await slotBoat(date, 60, '13:30')).available).toBe(false);
    // The guest is told, with a calendar file that replaces the first one (same UID, next sequence).
    const [email] = await emailsTo(guest.email, 'BookingMoved');
    expect(email!.text).toContain('1:30 PM – 5:30 PM');
    expect(email!.attachments?.[0]?.content).toMatch(/SEQUENCE:1/);
    expect(email!.attachments?.[0]?.content).toContain(`UID:${booking.id}@`);
  });

  it('an unpaid booking past its hold is released: the seats go back on sale and the guest is told', async () => {
    const date = freshCruiseDate(6);
    const quote = await storedQuote(discoSelection(date, 10), { clock: suiteClock });
    const guest = leadGuest();
    const { booking } = (await book(quote.token, '13:30', { guest, clock: suiteClock })).body;
    const seats = async () => (await availability(date, 10, 'disco')).body.days[0].slots[0].seatsLeft;
    expect(await seats()).toBe(65);

    // Not yet: the hold has not ended.
    expect((await releaseExpiredHolds(config, new Date(Date.parse(booking.holdExpiresAt) - 1000))).released).not.toContain(booking.id);
    // The job releases at most a batch per run, oldest hold first, and the shared stack holds other
    // tests' bookings: run it as its schedule would until it reaches this one.
    const afterHold = new Date(Date.parse(booking.holdExpiresAt) + 1000);
    const released: string[] = [];
    for (let run = 0; run < 20 && !released.includes(booking.id); run++) {
      const batch = (await releaseExpiredHolds(config, afterHold)).released;
      if (batch.length === 0) break;
      released.push(...batch);
    }
    expect(released).toContain(booking.id);
    expect((await bookingsRepository(config).get(booking.id))?.status).toBe('released');
    expect(await seats()).toBe(75);
    const [email] = await emailsTo(guest.email, 'BookingReleased');
    expect(email!.subject).toContain('released');
    // Running again changes nothing.
    expect((await releaseExpiredHolds(config, new Date(Date.parse(booking.holdExpiresAt) + 2000))).released).not.toContain(booking.id);
  });

  it('lists bookings by cruise date and shows the boats x days calendar', async () => {
    const date = freshCruiseDate(4);
    const quote = await storedQuote(privateSelection(date, 20), { clock: suiteClock });
    const { booking } = (await book(quote.token, '18:00', { clock: suiteClock })).body;
    const list = await asAdmin('GET', `/api/admin/bookings?from=${date}&to=${date}`);
    expect(list.status).toBe(200);
    expect(list.body.bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
    const inventory = await asAdmin('GET', `/api/admin/inventory?from=${date}&to=${addDays(date, 1)}`);
    expect(inventory.status).toBe(200);
    const irony = inventory.body.calendar[0].boats.find((b: { boatId: string }) => b.boatId === 'boat_me_seeks_the_irony');
    expect(irony.cells.find((c: { start: string }) => c.start === '18:00')).toMatchObject({
      state: 'held',
      bookings: [expect.objectContaining({ id: booking.id })],
    });
  });

  it('shows the slots of days gone by as past, never free', async () => {
    const today = calendarDateIn(new Date());
    const inventory = await asAdmin('GET', `/api/admin/inventory?from=${addDays(today, -3)}&to=${addDays(today, -1)}`);
    expect(inventory.status).toBe(200);
    const states = (inventory.body as AdminInventoryResponse).calendar.flatMap((day) => day.boats.flatMap((boat) => boat.cells.map((cell) => cell.state)));
    expect(states).not.toContain('free');
    expect(states).toContain('past');
  });
});

describe('staff edit the inventory', () => {
  it('a blackout closes a boat for new bookings; removing it opens it again', async () => {
    const date = freshCruiseDate(2);
    expect(
      (await asAdmin('PUT', '/api/admin/inventory/blackouts', { from: date, to: date, boatId: 'boat_clever_girl', reason: 'Engine service' })).status,
    ).toBe(200);
    expect((await slotBoat(date, 60, '09:00')).available).toBe(false);
    expect((await asAdmin('PUT', '/api/admin/inventory/blackouts', { from: date, to: date, boatId: 'boat_clever_girl', reason: '' })).status).toBe(400);
    expect((await asAdmin('DELETE', `/api/admin/inventory/blackouts/${date}/boat_clever_girl`)).status).toBe(204);
    expect((await slotBoat(date, 60, '09:00')).available).toBe(true);
  });

  it('settings are saved over the version read; a stale save is 409 and an invalid one 400, changing nothing', () =>
    withInventorySettingsLock(async () => {
      const current = (await asAdmin('GET', `/api/admin/inventory?from=${calendarDateIn(new Date())}&to=${calendarDateIn(new Date())}`)).body;
      const overlapping = structuredClone(current.settings);
      overlapping.privateSlots[1].push({ start: '12:00', end: '14:00' });
      const invalid = await asAdmin('PUT', '/api/admin/inventory/settings', { version: current.version, settings: overlapping });
      expect(invalid.status).toBe(400);
      const stale = await asAdmin('PUT', '/api/admin/inventory/settings', { version: current.version + 5, settings: current.settings });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('INVENTORY_CHANGED');
      // Saving the same settings is harmless for the suites sharing the stack, and moves the version on.
      const saved = await asAdmin('PUT', '/api/admin/inventory/settings', { version: current.version, settings: current.settings });
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(current.version + 1);
    }));
});
