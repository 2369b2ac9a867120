import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { cancellationTerms, holdExpiresAt } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import { bookingsRepository } from '#functions/adapters/dynamodb/bookings-repository.ts';
import { documentClient, GetCommand, PutCommand } from '#functions/adapters/dynamodb/client.ts';
import { inventoryKeys, inventoryRepository } from '#functions/adapters/dynamodb/inventory-repository.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { storedWithoutAnnouncing } from '#tests/support/unannounced.ts';
import { availability, book, config, discoSelection, leadGuest, privateSelection, unannouncedQuote } from './booking-support.ts';

const DISCO_CAPACITY = 75;

async function setSailingSold(date: string, sold: number) {
  await documentClient(config).send(
    new PutCommand({
      TableName: config.TABLE_NAME,
      Item: { ...inventoryKeys.sailing(date, '13:30'), type: 'DiscoSailing', date, start: '13:30', boatId: 'boat_clever_girl', capacity: DISCO_CAPACITY, sold },
    }),
  );
}

async function sailingSold(date: string): Promise<number> {
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: inventoryKeys.sailing(date, '13:30'), ConsistentRead: true }),
  );
  return Number(Item?.['sold']);
}

/** A disco booking as the booking service builds it, holding one seat, for reserving seat by seat. */
function oneSeatBooking(date: string): StoredBooking {
  const now = new Date();
  const selection = discoSelection(date);
  const price = priceQuoteSelection(selection, calendarDateIn(now), FIRST_PRICING);
  const deposit = calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: date, today: calendarDateIn(now) });
  return {
    id: randomUUID(),
    quoteId: randomUUID(),
    quoteToken: randomUUID(),
    selection,
    price,
    deposit,
    slot: { kind: 'disco', date, start: '13:30', end: '17:30', boatId: 'boat_clever_girl', seats: 1 },
    leadGuest: leadGuest(),
    status: 'pending_deposit',
    holdExpiresAt: holdExpiresAt(now),
    payments: [],
    cancellation: cancellationTerms('disco', date, now),
    createdAt: now.toISOString(),
    moves: [],
    events: [],
    revision: 1,
  };
}

describe('bookings cannot oversell', () => {
  it('200 simultaneous requests for the last 5 disco seats sell exactly 5', async () => {
    const date = freshCruiseDate(5);
    await setSailingSold(date, DISCO_CAPACITY - 5);
    const repository = bookingsRepository(config);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        storedWithoutAnnouncing((event) =>
          repository.create(oneSeatBooking(date), event, DISCO_CAPACITY, {
            key: randomUUID(),
            requestHash: 'h',
            expiresAt: Math.floor(Date.now() / 1000) + 600,
          }),
        ),
      ),
    );
    const outcomes = results.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'guard-failed')).toHaveLength(195);
    expect(await sailingSold(date)).toBe(DISCO_CAPACITY);
  }, 120_000);

  it('200 simultaneous bookings through the API for the last 5 groups sell exactly 5; the rest get 409 and the sold count is the sum of the bookings', async () => {
    const date = freshCruiseDate(6);
    const groupSize = 8;
    await setSailingSold(date, DISCO_CAPACITY - 5 * groupSize);
    const quotes = await Promise.all(Array.from({ length: 200 }, () => unannouncedQuote(discoSelection(date, groupSize))));
    const responses = await Promise.all(quotes.map((quote) => book(quote.token, '13:30')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(195);
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.error.code))).toEqual(new Set(['SLOT_TAKEN']));
    const seatsBooked = responses.filter((r) => r.status === 201).reduce((sum, r) => sum + r.body.booking.slot.seats, 0);
    expect(await sailingSold(date)).toBe(DISCO_CAPACITY - 5 * groupSize + seatsBooked);
    expect(await sailingSold(date)).toBe(DISCO_CAPACITY);
    const sailing = (await availability(date, groupSize, 'disco')).body.days[0].slots[0];
    expect(sailing).toMatchObject({ seatsLeft: 0, available: false });
  }, 180_000);

  it('50 simultaneous requests for one boat-slot produce exactly one booking', async () => {
    const date = freshCruiseDate(3);
    // 60 guests: Clever Girl is the only boat that carries them.
    const quotes = await Promise.all(Array.from({ length: 50 }, () => unannouncedQuote(privateSelection(date, 60))));
    const responses = await Promise.all(quotes.map((quote) => book(quote.token, '09:00')));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(49);
    const winner = responses.find((r) => r.status === 201)!.body.booking;
    const { Item } = await documentClient(config).send(
      new GetCommand({ TableName: config.TABLE_NAME, Key: inventoryKeys.boatSlot(date, 'boat_clever_girl', '09:00'), ConsistentRead: true }),
    );
    expect(Item?.['bookingId']).toBe(winner.id);
    const listed = (await bookingsRepository(config).listBetween(date, date)).filter((b) => b.slot.start === '09:00');
    expect(listed.map((b) => b.id)).toEqual([winner.id]);
  }, 120_000);
});

describe('a day staff close while a guest books is not sold', () => {
  const claim = () => ({ key: randomUUID(), requestHash: 'h', expiresAt: Math.floor(Date.now() / 1000) + 600 });

  it("refuses the booking's write when a blackout of the fleet or of the boat was stored after the slot was read as free, and takes nothing", async () => {
    const repository = bookingsRepository(config);
    const inventory = inventoryRepository(config);
    const at = new Date().toISOString();
    for (const boatId of [null, 'boat_clever_girl'] as const) {
      const date = freshCruiseDate(5);
      expect(await inventory.addBlackout({ date, boatId, reason: 'Storm' }, 'staff@test.example', at)).toBe(true);
      try {
        const booking = oneSeatBooking(date);
        const result = await storedWithoutAnnouncing((event) => repository.create(booking, event, DISCO_CAPACITY, claim()));
        expect(result.outcome).toBe('guard-failed');
        expect(result.outcome === 'guard-failed' && repository.dayClosed(booking.slot, result.failed)).toBe(true);
        expect(await repository.get(booking.id)).toBeNull();
        expect(await sailingSold(date)).toBeNaN();
      } finally {
        await inventory.removeBlackout(date, boatId);
      }
    }
  });

  it('refuses a move onto a day closed after it was read as free, and leaves the booking where it was', async () => {
    const repository = bookingsRepository(config);
    // Two Fridays: a disco booking's days.
    const [from, to] = [freshCruiseDate(5), freshCruiseDate(5)];
    const booking = oneSeatBooking(from);
    const created = await storedWithoutAnnouncing((event) => repository.create(booking, event, DISCO_CAPACITY, claim()));
    expect(created.outcome).toBe('created');
    const inventory = inventoryRepository(config);
    expect(await inventory.addBlackout({ date: to, boatId: null, reason: 'Storm' }, 'staff@test.example', new Date().toISOString())).toBe(true);
    try {
      const moved = { ...booking, slot: { ...booking.slot, date: to }, selection: { ...booking.selection, eventDate: to } };
      const result = await storedWithoutAnnouncing((event) => repository.move(booking, moved, event, DISCO_CAPACITY));
      expect(result.outcome).toBe('slot-taken');
      expect((await repository.get(booking.id))?.slot.date).toBe(from);
      expect([await sailingSold(from), await sailingSold(to)]).toEqual([1, Number.NaN]);
    } finally {
      await inventory.removeBlackout(to, null);
    }
  });
});
