import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { auditRepository } from '#functions/adapters/dynamodb/audit-repository.ts';
import { quotesRepository } from '#functions/adapters/dynamodb/quotes-repository.ts';
import { saveQuote } from '#functions/app/booking/save-quote.ts';
import { expectDone, expectRefused } from '#tests/support/outcomes.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { eventually } from '#tests/support/wait.ts';
import { api, newClientAddress } from './api-client.ts';
import { availability, book, config, leadGuest, privateSelection, storedQuote } from './booking-support.ts';
import { testClock, testToday } from '#tests/support/test-clock.ts';

const today = testToday;

describe('GET /api/availability', () => {
  it('offers each default slot with the smallest boat that fits, and the disco with its seats, with price levels', async () => {
    const wednesday = freshCruiseDate(3);
    const saturday = freshCruiseDate(6);
    const privateDay = (await availability(wednesday, 20, 'private')).body.days[0];
    expect(privateDay).toMatchObject({ date: wednesday, available: true, reason: null, priceLevel: 1 });
    expect(privateDay.slots.map((s: { start: string; boatName: string; available: boolean }) => [s.start, s.boatName, s.available])).toEqual([
      ['09:00', 'Me Seeks The Irony', true],
      ['13:30', 'Me Seeks The Irony', true],
      ['18:00', 'Me Seeks The Irony', true],
    ]);
    const disco = (await availability(saturday, 10, 'disco')).body.days[0];
    expect(disco.slots).toEqual([
      expect.objectContaining({ start: '13:30', end: '17:30', boatName: 'Clever Girl', seatsLeft: 75, capacity: 75, available: true }),
    ]);
    // Clever Girl sails the disco on Saturday afternoons, so a group of 60 (only she fits) cannot charter her then.
    const big = (await availability(saturday, 60, 'private')).body.days[0];
    expect(big.slots.map((s: { start: string; available: boolean }) => [s.start, s.available])).toEqual([
      ['09:00', true],
      ['13:30', false],
      ['18:00', true],
    ]);
  });

  it('marks days too soon to book online, and refuses bad queries with 400 and the field', async () => {
    const response = await availability(today(), 10, 'private', addDays(today(), 1));
    expect(response.status).toBe(200);
    expect(response.body.days[0]).toMatchObject({ available: false, reason: 'too-soon' });
    expect(response.body.days[1].available).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=15');
    const tooLong = await availability(today(), 10, 'private', addDays(today(), 90));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty('to');
    const badType = await api('GET', `/api/availability?from=${today()}&to=${today()}&groupSize=10&type=yacht`, { from: newClientAddress() });
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields).toHaveProperty('type');
  });
});

describe('POST /api/bookings', () => {
  it('books a quote: the held price, the domain deposit schedule, a hold, the slot taken and the booking on the quote page', async () => {
    const date = freshCruiseDate(2);
    const quote = await storedQuote(privateSelection(date, 20));
    const before = testClock.getTime();
    const response = await book(quote.token, '13:30');
    expect(response.status).toBe(201);
    const { booking } = response.body;
    expect(booking).toMatchObject({
      status: 'pending_deposit',
      totalPrice: quote.price.totalPrice,
      leadGuestFirstName: 'Jordan',
      slot: {
        kind: 'private',
        date,
        start: '13:30',
        end: '17:30',
        boatId: 'boat_me_seeks_the_irony',
        boatName: 'Me Seeks The Irony',
        label: '1:30 PM – 5:30 PM',
      },
      payments: { paid: 0, total: quote.price.totalPrice, fullyPaid: false },
      cancellation: { kind: 'private', freeCancellationUntil: addDays(date, -30) },
    });
    expect(booking.deposit).toEqual(calculateDepositSchedule({ totalPrice: quote.price.totalPrice, eventDate: date, today: today() }));
    const holdMs = Date.parse(booking.holdExpiresAt) - before;
    // Held while the guest pays the deposit by card (decision 018).
    expect(holdMs).toBeGreaterThanOrEqual(PAYMENT_HOLD_MINUTES * 60_000 - 1000);
    expect(holdMs).toBeLessThan(PAYMENT_HOLD_MINUTES * 60_000 + 60_000);

    // The next group of 20 gets the next boat that fits; the quote page shows the booking.
    const slot = (await availability(date, 20, 'private')).body.days[0].slots.find((s: { start: string }) => s.start === '13:30');
    expect(slot).toMatchObject({ boatName: 'Clever Girl', available: true });
    const page = await api('GET', `/api/quotes/by-token/${quote.token}`, { from: newClientAddress() });
    expect(page.body.booking).toMatchObject({ id: booking.id, status: 'pending_deposit' });

    // BookingRequested reaches the bus: the audit log records it once.
    const audited = await eventually(async () => {
      const entries = (await auditRepository(config).latest(5000)).filter(
        (e) => e.detailType === 'BookingRequested' && (e.data as { bookingId?: string }).bookingId === booking.id,
      );
      return entries.length > 0 ? entries : null;
    });
    expect(audited).toHaveLength(1);
  });

  it('answers a retry with the same key with the same booking, and refuses a reused key, a missing key and a second booking of the quote', async () => {
    const date = freshCruiseDate(1);
    const quote = await storedQuote(privateSelection(date, 10));
    const guest = leadGuest();
    const first = await book(quote.token, '09:00', { key: `retry-key-${quote.id}`, guest });
    expect(first.status).toBe(201);
    const retry = await book(quote.token, '09:00', { key: `retry-key-${quote.id}`, guest });
    expect(retry.status).toBe(200);
    expect(retry.body.booking.id).toBe(first.body.booking.id);
    const reused = await book(quote.token, '18:00', { key: `retry-key-${quote.id}`, guest });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const again = await book(quote.token, '18:00', { guest });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('QUOTE_ALREADY_BOOKED');
    const noKey = await api('POST', '/api/bookings', {
      from: newClientAddress(),
      body: { quoteToken: quote.token, start: '18:00', leadGuest: guest, acceptCancellationPolicy: true },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.fields).toHaveProperty('idempotency-key');
    // One booking holds one boat: the 09:00 Day Tripper is taken once.
    const nine = (await availability(date, 10, 'private')).body.days[0].slots[0];
    expect(nine.boatName).toBe('Me Seeks The Irony');
  });

  it('refuses bad input with 400 and changes nothing, an unknown quote with 404, a slot the inventory lacks with 422', async () => {
    const date = freshCruiseDate(4);
    const quote = await storedQuote(privateSelection(date, 10));
    const notAccepted = await api('POST', '/api/bookings', {
      from: newClientAddress(),
      headers: { 'idempotency-key': `k-${quote.id}` },
      body: { quoteToken: quote.token, start: '09:00', leadGuest: { name: '', email: 'nope', phone: '1' }, acceptCancellationPolicy: false },
    });
    expect(notAccepted.status).toBe(400);
    expect(Object.keys(notAccepted.body.error.fields)).toEqual(expect.arrayContaining(['leadGuest.name', 'leadGuest.email', 'acceptCancellationPolicy']));
    expect((await availability(date, 10, 'private')).body.days[0].slots[0].boatName).toBe('Day Tripper');
    const unknown = await book('A'.repeat(64), '09:00');
    expect(unknown.status).toBe(404);
    const noSlot = await book(quote.token, '11:00');
    expect(noSlot.status).toBe(422);
    expect(noSlot.body.error.code).toBe('NO_SUCH_SLOT');
  });

  it('refuses an amended quote and points to its latest version', async () => {
    const date = freshCruiseDate(3);
    const original = await storedQuote(privateSelection(date, 12));
    const amend = async () =>
      saveQuote(config, { selection: privateSelection(date, 14), contact: original.contact, source: 'staff', revises: original }, { now: new Date() });
    const { record: amended } = expectDone(await amend());
    const response = await book(original.token, '09:00');
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'QUOTE_SUPERSEDED', latestVersionPath: `/quote/${amended.token}` });
    // Amending the old version again is refused as an outcome, naming the field, and stores nothing.
    expect(expectRefused(await amend())).toMatchObject({
      statusCode: 409,
      code: 'QUOTE_ALREADY_AMENDED',
      fields: { revises: 'Amend the latest version of this quote.' },
    });
    expect((await quotesRepository(config).get(original.id))?.supersededBy).toBe(amended.id);
  });

  it('answers a lost race with 409 and the next free slots', async () => {
    const date = freshCruiseDate(2);
    // A group of 60: only Clever Girl carries them.
    const [first, second] = await Promise.all([storedQuote(privateSelection(date, 60)), storedQuote(privateSelection(date, 60))]);
    expect((await book(first.token, '18:00')).status).toBe(201);
    const lost = await book(second.token, '18:00');
    expect(lost.status).toBe(409);
    expect(lost.body.error.code).toBe('SLOT_TAKEN');
    expect(lost.body.error.alternatives[0]).toMatchObject({ date, slot: { start: '09:00', boatName: 'Clever Girl', available: true } });
  });
});
