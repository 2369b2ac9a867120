import { cancellationCodes, documentClient, GetCommand, QueryCommand, TransactWriteCommand } from './client.ts';
import type { BookingSlot } from '#domain/booking.ts';
import type { IsoDate } from '#domain/dates.ts';
import * as z from '#domain/zod.ts';
import { storedBookingSchema, type StoredBooking } from '#domain/booking-record.ts';
import type { Config } from '../config.ts';
import { emailKey } from './email-key.ts';
import { createIdempotently, earlierCreate, type CreateGuard, type GuardedCreateResult, type IdempotencyClaim } from './idempotent-create.ts';
import { inventoryKeys } from './inventory-repository.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { queryPages } from './query-pages.ts';

const toBooking = itemParser('Booking', storedBookingSchema);
const bookingPointer = z.object({ bookingId: z.string().check(z.minLength(1)) });
const toQuoteBooking = itemParser('QuoteBooking', bookingPointer);
const toHold = itemParser('BookingHold', bookingPointer);

// Access patterns: a booking by id (pk/sk); bookings by cruise date for the staff list, the
// calendar and the dashboard (gsi1, sorted by date and time); a person's bookings by normalised
// e-mail (gsi2); unpaid bookings by the end of their hold, for the release job (a pointer item per
// pending booking, deleted when it is paid, cancelled or released); the one live booking of a
// quote (a pointer under the quote, so a quote is booked once); a create request by its
// Idempotency-Key (idempotent-create.ts, operation 'createBooking').
const keys = {
  booking: (id: string) => ({ pk: `BOOKING#${id}`, sk: 'BOOKING' }),
  byDate: (slot: BookingSlot, id: string) => ({ gsi1pk: 'BOOKING', gsi1sk: `${slot.date}#${slot.start}#${id}` }),
  byEmail: (email: string, createdAt: string, id: string) => ({ gsi2pk: emailKey(email), gsi2sk: `BOOKING#${createdAt}#${id}` }),
  hold: (holdExpiresAt: string, id: string) => ({ pk: 'BOOKING_HOLD', sk: `${holdExpiresAt}#${id}` }),
  quoteBooking: (quoteId: string) => ({ pk: `QUOTE#${quoteId}`, sk: 'BOOKING' }),
};

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The write that takes a slot's inventory: a new boat-slot item, or seats added to the sailing's count up to its capacity. */
function reserveInventory(slot: BookingSlot, bookingId: string, sailingCapacity: number): { put?: Record<string, unknown>; guard?: CreateGuard } {
  if (slot.kind === 'private') {
    return { put: { ...inventoryKeys.boatSlot(slot.date, slot.boatId, slot.start), type: 'BoatSlot', date: slot.date, start: slot.start, end: slot.end, boatId: slot.boatId, bookingId } };
  }
  return {
    guard: {
      Key: inventoryKeys.sailing(slot.date, slot.start),
      UpdateExpression: 'SET sold = if_not_exists(sold, :zero) + :seats, #type = :type, #date = :date, #start = :start, boatId = :boat, #capacity = :capacity',
      // The count lives on the sailing's own item: two bookings cannot both take its last seats.
      ConditionExpression: '(attribute_not_exists(sold) AND :seats <= :capacity) OR sold <= :limit',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#start': 'start', '#capacity': 'capacity' },
      ExpressionAttributeValues: {
        ':zero': 0, ':seats': slot.seats, ':type': 'DiscoSailing', ':date': slot.date, ':start': slot.start, ':boat': slot.boatId,
        ':capacity': sailingCapacity, ':limit': sailingCapacity - slot.seats,
      },
    },
  };
}

/** The write that gives a slot's inventory back. */
function releaseInventory(TableName: string, slot: BookingSlot, bookingId: string): TransactItem {
  if (slot.kind === 'private') {
    return {
      Delete: {
        TableName,
        Key: inventoryKeys.boatSlot(slot.date, slot.boatId, slot.start),
        ConditionExpression: 'bookingId = :id',
        ExpressionAttributeValues: { ':id': bookingId },
      },
    };
  }
  return {
    Update: {
      TableName,
      Key: inventoryKeys.sailing(slot.date, slot.start),
      UpdateExpression: 'SET sold = sold - :seats',
      ConditionExpression: 'sold >= :seats',
      ExpressionAttributeValues: { ':seats': slot.seats },
    },
  };
}

const CREATE = { operation: 'createBooking', idAttribute: 'bookingId' } as const;
const CONTENDED_RETRIES = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type CreateBookingResult = GuardedCreateResult<StoredBooking>;

/** Why a change was not written: the booking changed since it was read, or the new slot is taken. */
export type ChangeResult = { outcome: 'changed'; booking: StoredBooking } | { outcome: 'stale' } | { outcome: 'slot-taken' } | { outcome: 'contended' };

export function bookingsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(id: string): Promise<StoredBooking | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.booking(id), ConsistentRead: true }));
    return Item ? toBooking(Item) : null;
  }

  function bookingItem(booking: StoredBooking) {
    return { ...keys.booking(booking.id), ...keys.byDate(booking.slot, booking.id), ...keys.byEmail(booking.leadGuest.email, booking.createdAt, booking.id), type: 'Booking', ...booking };
  }

  /**
   * Writes a changed booking over the revision it was read at, with the inventory writes the
   * change needs and the event announcing it (if the change is announced), in one transaction.
   */
  async function change(
    before: StoredBooking,
    after: StoredBooking,
    event: PendingEvent | null,
    extra: TransactItem[],
    newInventory?: { put?: Record<string, unknown>; guard?: CreateGuard },
  ): Promise<ChangeResult> {
    const next = { ...after, revision: before.revision + 1 };
    const inventoryItems: TransactItem[] = [];
    if (newInventory?.put) inventoryItems.push({ Put: { TableName, Item: newInventory.put, ConditionExpression: 'attribute_not_exists(pk)' } });
    if (newInventory?.guard) inventoryItems.push({ Update: { TableName, ...newInventory.guard } });
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: bookingItem(next), ConditionExpression: 'revision = :revision', ExpressionAttributeValues: { ':revision': before.revision } } },
            ...extra,
            ...inventoryItems,
            ...(event ? [{ Put: { TableName, Item: pendingEventItem(event) } }] : []),
          ],
        }),
      );
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return { outcome: 'stale' };
      if (codes.slice(1 + extra.length, 1 + extra.length + inventoryItems.length).includes('ConditionalCheckFailed')) return { outcome: 'slot-taken' };
      if (codes.includes('TransactionConflict')) return { outcome: 'contended' };
      throw error;
    }
    return { outcome: 'changed', booking: next };
  }

  /** Gives back the inventory and the quote, and drops the hold: the end of a live booking. */
  function ending(booking: StoredBooking): TransactItem[] {
    return [
      releaseInventory(TableName, booking.slot, booking.id),
      { Delete: { TableName, Key: keys.quoteBooking(booking.quoteId) } },
      ...(booking.holdExpiresAt ? [{ Delete: { TableName, Key: keys.hold(booking.holdExpiresAt, booking.id) } }] : []),
    ];
  }

  return {
    get,

    /** The booking a quote holds, if any (its pointer is removed when the booking ends). */
    async getLiveForQuote(quoteId: string): Promise<StoredBooking | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.quoteBooking(quoteId), ConsistentRead: true }));
      return Item ? get(toQuoteBooking(Item).bookingId) : null;
    },

    /**
     * Stores a new booking with the event announcing it and takes its inventory in one
     * transaction (with the Idempotency-Key's claim): the boat-slot item must not exist, the
     * sailing must have the seats, and the quote must not be booked already. 'guard-failed'
     * names which of those failed.
     */
    async create(booking: StoredBooking, event: PendingEvent, sailingCapacity: number, claim: IdempotencyClaim): Promise<CreateBookingResult> {
      const inventory = reserveInventory(booking.slot, booking.id, sailingCapacity);
      const items: Record<string, unknown>[] = [
        bookingItem(booking),
        { ...keys.quoteBooking(booking.quoteId), type: 'QuoteBooking', bookingId: booking.id, createdAt: booking.createdAt },
        ...(booking.holdExpiresAt ? [{ ...keys.hold(booking.holdExpiresAt, booking.id), type: 'BookingHold', bookingId: booking.id }] : []),
        ...(inventory.put ? [inventory.put] : []),
        pendingEventItem(event),
      ];
      const create = { ...CREATE, record: booking, id: booking.id, createdAt: booking.createdAt, items, load: get, guards: inventory.guard ? [inventory.guard] : [] };
      // Simultaneous bookings of one sailing write its one item, so their transactions conflict
      // rather than queue; each is retried after a growing, jittered pause until it gets a
      // definite answer (taken, or sold out).
      for (let attempt = 0; ; attempt++) {
        const result = await createIdempotently(config, create, claim);
        if (result.outcome !== 'contended' || attempt >= CONTENDED_RETRIES) return result;
        await sleep(10 + Math.random() * 25 * (attempt + 1));
      }
    },

    /** The booking an earlier request with this Idempotency-Key made ('replayed'), 'key-reused', or null. */
    earlierRequest(claim: IdempotencyClaim, at: string) {
      return earlierCreate(config, { ...CREATE, createdAt: at, load: get }, claim);
    },

    /** Keys whose failure means "the quote is booked already" in a create's 'guard-failed'. */
    quoteBookingKey: (quoteId: string) => keys.quoteBooking(quoteId),

    /** Records a payment; the first that covers the deposit confirms a pending booking and ends its hold. */
    recordPayment(booking: StoredBooking, after: StoredBooking, event: PendingEvent | null): Promise<ChangeResult> {
      const endsHold = booking.holdExpiresAt && !after.holdExpiresAt;
      return change(booking, after, event, endsHold ? [{ Delete: { TableName, Key: keys.hold(booking.holdExpiresAt!, booking.id) } }] : []);
    },

    /** Cancels or releases a live booking: its inventory and quote are free again. */
    end(booking: StoredBooking, after: StoredBooking, event: PendingEvent): Promise<ChangeResult> {
      return change(booking, after, event, ending(booking));
    },

    /** Moves a live booking: gives back the old slot and takes the new one in one transaction. */
    move(booking: StoredBooking, after: StoredBooking, event: PendingEvent, sailingCapacity: number): Promise<ChangeResult> {
      return change(booking, after, event, [releaseInventory(TableName, booking.slot, booking.id)], reserveInventory(after.slot, booking.id, sailingCapacity));
    },

    /** Bookings whose cruise is between the dates (inclusive), by date and time. */
    async listBetween(from: IsoDate, to: IsoDate, limit = 3000): Promise<StoredBooking[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': 'BOOKING', ':from': from, ':to': `${to}~` }, ScanIndexForward: true },
        limit,
      );
      return items.map(toBooking);
    },

    async listByEmail(email: string, limit = 50): Promise<StoredBooking[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :booking)', ExpressionAttributeValues: { ':pk': emailKey(email), ':booking': 'BOOKING#' }, ScanIndexForward: false },
        limit,
      );
      return items.map(toBooking);
    },

    /** Ids of unpaid bookings whose hold ended at or before `now`, oldest first. */
    async heldUntil(now: Date, limit = 100): Promise<string[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND sk <= :now',
          ExpressionAttributeValues: { ':pk': 'BOOKING_HOLD', ':now': `${now.toISOString()}#~` },
          ConsistentRead: true,
          Limit: limit,
        }),
      );
      return Items.map((item) => toHold(item).bookingId);
    },
  };
}
