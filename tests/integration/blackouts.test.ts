import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlackoutReport } from '#domain/booking/blackouts.ts';
import type { AdminInventoryResponse } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { closeDays } from '#functions/app/booking/blackouts.ts';
import { claimCruiseDate, freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { asAdmin } from './admin-support.ts';
import { availability, book, config, privateSelection, storedQuote } from './booking-support.ts';

// Staff close a boat, or the fleet, for a run of days (decision 067). The answer says which days
// this request closed, which were closed already (left as they were) and which bookings stand on
// them: a blackout never cancels a booking. A first day before today, by the clock the use case is
// given and the Chicago calendar, is refused and closes nothing.

const BLACKOUTS = '/api/admin/inventory/blackouts';

/** Three days in a row (Tuesday to Thursday) that no other test of the run uses. */
function threeFreshDays(): [IsoDate, IsoDate, IsoDate] {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const first = freshCruiseDate(2);
    if (claimCruiseDate(addDays(first, 1)) && claimCruiseDate(addDays(first, 2))) return [first, addDays(first, 1), addDays(first, 2)];
  }
  throw new Error('No three unclaimed days in a row');
}

const blackoutsOn = async (from: IsoDate, to: IsoDate) =>
  ((await asAdmin('GET', `/api/admin/inventory?from=${from}&to=${to}`)).body as AdminInventoryResponse).blackouts;

const opened: Array<[IsoDate, string]> = [];
afterAll(async () => {
  // Other suites read the stack's calendar: the days closed here sail again.
  for (const [date, boat] of opened) await asAdmin('DELETE', `${BLACKOUTS}/${date}/${boat}`);
});

describe('PUT /api/admin/inventory/blackouts', () => {
  it('closes a range, says which days it closed and which were closed already, and reports the bookings that stand', async () => {
    const [first, second, third] = threeFreshDays();
    // Day Tripper (a group of 10) is booked on the second day; the fleet is closed on the first already.
    const quote = await storedQuote(privateSelection(second, 10));
    const booked = await book(quote.token, '09:00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const booking = booked.body.booking;
    expect((await asAdmin('PUT', BLACKOUTS, { from: first, to: first, boatId: null, reason: 'Holiday' })).status).toBe(200);
    opened.push([first, 'all'], [second, 'boat_day_tripper'], [third, 'boat_day_tripper']);

    const { status, body } = await asAdmin('PUT', BLACKOUTS, { from: first, to: third, boatId: 'boat_day_tripper', reason: 'Engine service' });
    expect(status, JSON.stringify(body)).toBe(200);
    const report = body as BlackoutReport;
    expect(report).toMatchObject({ from: first, to: third, boatId: 'boat_day_tripper', reason: 'Engine service', blocked: [second, third] });
    expect(report.alreadyBlocked).toEqual([{ date: first, boatId: null, reason: 'Holiday' }]);
    expect(report.bookingsStanding).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'pending_deposit',
        slot: expect.objectContaining({ date: second, start: '09:00', boatId: 'boat_day_tripper' }),
      }),
    ]);

    // The booking stands; the days are closed to new bookings of the boat; the fleet's holiday kept its reason.
    expect((await asAdmin('GET', `/api/admin/bookings/${booking.id}`)).body.booking.status).toBe('pending_deposit');
    const third10 = (await availability(third, 10, 'private')).body.days[0].slots.find((s: { start: string }) => s.start === '09:00');
    expect(third10.boatId).not.toBe('boat_day_tripper');
    expect(await blackoutsOn(first, third)).toEqual([
      { date: first, boatId: null, reason: 'Holiday' },
      { date: second, boatId: 'boat_day_tripper', reason: 'Engine service' },
      { date: third, boatId: 'boat_day_tripper', reason: 'Engine service' },
    ]);

    // Asked again, nothing more is closed, and nothing is overwritten.
    const again = (await asAdmin('PUT', BLACKOUTS, { from: first, to: third, boatId: 'boat_day_tripper', reason: 'Another reason' })).body as BlackoutReport;
    expect(again.blocked).toEqual([]);
    expect(again.alreadyBlocked.map((b) => [b.date, b.reason])).toEqual([
      [first, 'Holiday'],
      [second, 'Engine service'],
      [third, 'Engine service'],
    ]);
    expect(again.bookingsStanding.map((b) => b.id)).toEqual([booking.id]);
  });

  it('refuses a first day before today with 422, closing nothing', async () => {
    const yesterday = addDays(calendarDateIn(new Date()), -1);
    const reason = `Storm ${randomUUID()}`;
    const refused = await asAdmin('PUT', BLACKOUTS, { from: yesterday, to: addDays(yesterday, 2), boatId: null, reason });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'BLACKOUT_IN_PAST', fields: { from: expect.stringContaining('or a later day') } });
    expect(refused.body.error.message).toContain('has passed');
    expect((await blackoutsOn(yesterday, addDays(yesterday, 2))).filter((b) => b.reason === reason)).toEqual([]);
  });

  it('judges "today" on the Chicago calendar at the clock it is given', async () => {
    // Called directly with a clock: a signed-in session would not outlive a clock weeks ahead.
    const [yesterday, day] = threeFreshDays();
    const range = { from: yesterday, to: yesterday, boatId: null, reason: 'Storm' };
    // 06:30 UTC is past midnight in Chicago (CST and CDT alike): `yesterday` has gone.
    const refusal = expectRefused(await closeDays(config, range, 'test', new Date(`${day}T06:30:00.000Z`)));
    expect(refusal).toMatchObject({ code: 'BLACKOUT_IN_PAST', statusCode: 422 });
    expect(await blackoutsOn(yesterday, day)).toEqual([]);
    // 04:30 UTC is still the evening before in Chicago: `yesterday` is today there and may be closed.
    opened.push([yesterday, 'all']);
    expect(expectDone(await closeDays(config, range, 'test', new Date(`${day}T04:30:00.000Z`))).blocked).toEqual([yesterday]);
  });

  it('refuses a reversed range, one over 92 days and the single date of old, with 400 and closes nothing', async () => {
    const [first, second] = threeFreshDays();
    const reversed = await asAdmin('PUT', BLACKOUTS, { from: second, to: first, boatId: null, reason: 'Storm' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ to: 'The last day must not be before the first day.' });
    const tooLong = await asAdmin('PUT', BLACKOUTS, { from: first, to: addDays(first, 92), boatId: null, reason: 'Storm' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ to: 'Close at most 92 days at a time.' });
    expect((await asAdmin('PUT', BLACKOUTS, { date: first, boatId: null, reason: 'Storm' })).status).toBe(400);
    expect(await blackoutsOn(first, second)).toEqual([]);
  });
});
