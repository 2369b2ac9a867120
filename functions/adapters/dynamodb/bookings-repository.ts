import { batchGet } from './batch-get.ts';
import { cancellationCodes, documentClient, GetCommand, QueryCommand, TransactWriteCommand } from './client.ts';
import type { BookingSlot } from '#domain/booking/booking.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import * as z from '#domain/shared/zod.ts';
import { ledgerEntrySchema, storedBookingSchema, type LedgerEntry, type StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../../platform/config.ts';
import { emailKey } from './email-key.ts';
import { createIdempotently, earlierCreate, type AbsentKeys, type CreateGuard, type GuardedCreateResult, type IdempotencyClaim } from './idempotent-create.ts';
import { inventoryKeys } from './inventory-repository.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { promoUseRelease } from './promo-codes-repository.ts';
import { queryPages } from './query-pages.ts';

const toBooking = itemParser('Booking', storedBookingSchema);
const bookingPointer = z.object({ bookingId: z.string().check(z.minLength(1)) });
const toQuoteBooking = itemParser('QuoteBooking', bookingPointer);
const toHold = itemParser('BookingHold', bookingPointer);
const toLedgerEntry = itemParser('LedgerEntry', ledgerEntrySchema);
const toShareLink = itemParser('ShareLink', bookingPointer);

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
  // The ledger lives in the booking's partition: one Query reads every entry of a booking.
  ledger: (bookingId: string, entryKey: string) => ({ pk: `BOOKING#${bookingId}`, sk: `LEDGER#${entryKey}` }),
  // Every ledger entry by when it was written, for the money taken in a period (decision 020).
  ledgerByTime: (entry: LedgerEntry) => ({ gsi1pk: 'LEDGER', gsi1sk: `${entry.at}#${entry.bookingId}#${entry.entryKey}` }),
  // A Stripe event handled: written with the change it caused, so a replay changes nothing.
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'HANDLED' }),
  // A booking's share link (decision 021): its token leads to the booking, as a quote's token to the quote.
  shareLink: (shareToken: string) => ({ pk: `SHARE#${shareToken}`, sk: 'BOOKING' }),
};

/** What a payment change came to: written, already written by an earlier delivery, or not written. */
export type PaymentChangeResult = ChangeResult | { outcome: 'duplicate' };

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** What taking a slot's inventory writes and checks (reserveInventory). */
interface InventoryWrite {
  put?: Record<string, unknown>;
  guard?: CreateGuard;
  /** The day's blackouts (the fleet's, the boat's), which must not exist: a day staff close while a guest books is not sold. */
  absent: AbsentKeys;
}

/** The blackouts that would close a slot's day to it: the fleet's and its boat's. */
const closingBlackouts = (slot: BookingSlot): AbsentKeys => [inventoryKeys.blackout(slot.date, null), inventoryKeys.blackout(slot.date, slot.boatId)];

/**
 * The write that takes a slot's inventory: a new boat-slot item, or seats added to the sailing's
 * count up to its capacity; either only while no blackout closes the day for the fleet or the boat.
 */
function reserveInventory(slot: BookingSlot, bookingId: string, sailingCapacity: number): InventoryWrite {
  const absent = closingBlackouts(slot);
  if (slot.kind === 'private') {
    return {
      absent,
      put: {
        ...inventoryKeys.boatSlot(slot.date, slot.boatId, slot.start),
        type: 'BoatSlot',
        date: slot.date,
        start: slot.start,
        end: slot.end,
        boatId: slot.boatId,
        bookingId,
      },
    };
  }
  return {
    absent,
    guard: {
      Key: inventoryKeys.sailing(slot.date, slot.start),
      UpdateExpression: 'SET sold = if_not_exists(sold, :zero) + :seats, #type = :type, #date = :date, #start = :start, boatId = :boat, #capacity = :capacity',
      // The count lives on the sailing's own item: two bookings cannot both take its last seats.
      ConditionExpression: '(attribute_not_exists(sold) AND :seats <= :capacity) OR sold <= :limit',
      ExpressionAttributeNames: { '#type': 'type', '#date': 'date', '#start': 'start', '#capacity': 'capacity' },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':seats': slot.seats,
        ':type': 'DiscoSailing',
        ':date': slot.date,
        ':start': slot.start,
        ':boat': slot.boatId,
        ':capacity': sailingCapacity,
        ':limit': sailingCapacity - slot.seats,
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

/**
 * One booking, read consistently. Apart from the repository for a reader that needs nothing else
 * of it (an e-mail's values): a bundle that imports only this carries none of the writes.
 */
export async function readBooking(config: Config, id: string): Promise<StoredBooking | null> {
  const { Item } = await documentClient(config).send(new GetCommand({ TableName: config.TABLE_NAME, Key: keys.booking(id), ConsistentRead: true }));
  return Item ? toBooking(Item) : null;
}

export function bookingsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  const get = (id: string) => readBooking(config, id);

  function bookingItem(booking: StoredBooking) {
    return {
      ...keys.booking(booking.id),
      ...keys.byDate(booking.slot, booking.id),
      ...keys.byEmail(booking.leadGuest.email, booking.createdAt, booking.id),
      type: 'Booking',
      ...booking,
    };
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
    newInventory?: Partial<InventoryWrite>,
  ): Promise<ChangeResult> {
    const next = { ...after, revision: before.revision + 1 };
    const inventoryItems: TransactItem[] = [];
    if (newInventory?.put) inventoryItems.push({ Put: { TableName, Item: newInventory.put, ConditionExpression: 'attribute_not_exists(pk)' } });
    if (newInventory?.guard) inventoryItems.push({ Update: { TableName, ...newInventory.guard } });
    for (const Key of newInventory?.absent ?? []) inventoryItems.push({ ConditionCheck: { TableName, Key, ConditionExpression: 'attribute_not_exists(pk)' } });
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: bookingItem(next),
                ConditionExpression: 'revision = :revision',
                ExpressionAttributeValues: { ':revision': before.revision },
              },
            },
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

  /** Gives back the booking's slot and takes its new one, with the booking's write, in one transaction. */
  function move(booking: StoredBooking, after: StoredBooking, event: PendingEvent, sailingCapacity: number): Promise<ChangeResult> {
    return change(booking, after, event, [releaseInventory(TableName, booking.slot, booking.id)], reserveInventory(after.slot, booking.id, sailingCapacity));
  }

  /** Gives back the inventory and the quote, and drops the hold: the end of a live booking. */
  function ending(booking: StoredBooking): TransactItem[] {
    return [
      releaseInventory(TableName, booking.slot, booking.id),
      { Delete: { TableName, Key: keys.quoteBooking(booking.quoteId) } },
      ...(booking.holdExpiresAt ? [{ Delete: { TableName, Key: keys.hold(booking.holdExpiresAt, booking.id) } }] : []),
      // A booking that ends gives its promo code's use back (decision 027).
      ...(booking.promoUse ? promoUseRelease(TableName, booking.promoUse) : []),
    ];
  }

  /** The entry as written with the booking's revision `bookingRevision`, which orders the ledger. */
  function ledgerItem(entry: LedgerEntry, bookingRevision: number) {
    return { ...keys.ledger(entry.bookingId, entry.entryKey), ...keys.ledgerByTime(entry), type: 'LedgerEntry', ...entry, bookingRevision };
  }

  /**
   * A payment change: the booking over its revision, the ledger entry (if the change takes money)
   * and the Stripe event's marker (if a webhook caused it), each new, with the events, in one
   * transaction. The entry or the marker being there already means this was written before.
   */
  async function paymentChange(
    before: StoredBooking,
    after: StoredBooking,
    change: { entry?: LedgerEntry; entries?: readonly LedgerEntry[]; stripeEventId?: string; at: string; events: PendingEvent[] },
  ): Promise<PaymentChangeResult> {
    const next = { ...after, revision: before.revision + 1 };
    const endsHold = before.holdExpiresAt && !after.holdExpiresAt ? before.holdExpiresAt : null;
    // Several entries at once (a cancellation's refunds, decision 020): each must be new, so any one written before makes the whole a duplicate.
    const entries = [...(change.entry ? [change.entry] : []), ...(change.entries ?? [])];
    const guarded: TransactItem[] = [
      ...entries.map((entry) => ({ Put: { TableName, Item: ledgerItem(entry, next.revision), ConditionExpression: 'attribute_not_exists(pk)' } })),
      ...(change.stripeEventId
        ? [
            {
              Put: {
                TableName,
                Item: { ...keys.stripeEvent(change.stripeEventId), type: 'StripeEvent', bookingId: before.id, handledAt: change.at },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ]
        : []),
    ];
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: bookingItem(next),
                ConditionExpression: 'revision = :revision',
                ExpressionAttributeValues: { ':revision': before.revision },
              },
            },
            ...guarded,
            ...(endsHold ? [{ Delete: { TableName, Key: keys.hold(endsHold, before.id) } }] : []),
            ...change.events.map((event) => ({ Put: { TableName, Item: pendingEventItem(event) } })),
          ],
        }),
      );
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes.slice(1, 1 + guarded.length).includes('ConditionalCheckFailed')) return { outcome: 'duplicate' };
      if (codes[0] === 'ConditionalCheckFailed') return { outcome: 'stale' };
      if (codes.includes('TransactionConflict')) return { outcome: 'contended' };
      throw error;
    }
    return { outcome: 'changed', booking: next };
  }

  return {
    get,

    /** A card payment (or a failed one) a Stripe event reported, with its ledger entry and the event's marker. */
    recordStripePayment: paymentChange,

    /**
     * A refund (decision 020) with its ledger entry (`REFUND#re_...` for a card refund, so the
     * refund's answer from Stripe and its webhook record it once) and the event's marker if a
     * webhook caused it, in the transaction that changes the booking. Several refunds at once
     * (`entries`, with their events) are one transaction: each entry new, or none is written.
     */
    recordRefund: paymentChange,

    /** A discount or credit (decision 037) with its ledger entry and event, in the transaction that changes the booking. */
    recordAdjustment: paymentChange,

    /**
     * Ledger entries written from `from` (an ISO instant or date; a bare date sorts before every
     * time of that day in UTC) onward, oldest first: the money taken in a period.
     */
    async ledgerSince(from: string, limit = 5000): Promise<LedgerEntry[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
          ExpressionAttributeValues: { ':pk': 'LEDGER', ':from': from },
          ScanIndexForward: true,
        },
        limit,
      );
      return items.map(toLedgerEntry);
    },

    /**
     * Ledger entries written from `from` to `to` (ISO instants or dates, `to` inclusive of its whole
     * day), oldest first: the money taken in a closed period, such as a month a year ago (decision 079).
     */
    async ledgerBetween(from: string, to: string, limit = 5000): Promise<LedgerEntry[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': 'LEDGER', ':from': from, ':to': `${to}~` },
          ScanIndexForward: true,
        },
        limit,
      );
      return items.map(toLedgerEntry);
    },

    /** Stores the checkout the guest pays in; nothing is announced. */
    setCheckout(before: StoredBooking, after: StoredBooking): Promise<ChangeResult> {
      return change(before, after, null, []);
    },

    /**
     * Stores a once-only e-mail's marker with the event it announces, over the revision read: a
     * balance reminder with BalanceDue (decision 019), the thank-you with CruiseThankYouDue
     * (decision 078). A run that lost the race finds the marker next time and sends nothing.
     */
    recordSentMarker(before: StoredBooking, after: StoredBooking, event: PendingEvent): Promise<ChangeResult> {
      return change(before, after, event, []);
    },

    /** Every ledger entry of a booking, oldest key first. */
    async ledger(bookingId: string): Promise<LedgerEntry[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
          ExpressionAttributeValues: { ':pk': `BOOKING#${bookingId}`, ':ledger': 'LEDGER#' },
          ConsistentRead: true,
        },
        1000,
      );
      return items.map(toLedgerEntry);
    },

    /** The booking a quote holds, if any (its pointer is removed when the booking ends). */
    async getLiveForQuote(quoteId: string): Promise<StoredBooking | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.quoteBooking(quoteId), ConsistentRead: true }));
      return Item ? get(toQuoteBooking(Item).bookingId) : null;
    },

    /**
     * The live bookings of many quotes at once (for the staff's quote lists), keyed by quote id:
     * two batched reads, the quotes' pointers and then their bookings.
     */
    async getLiveForQuotes(quoteIds: readonly string[]): Promise<Map<string, StoredBooking>> {
      const pointers = await batchGet(db, TableName, [...new Set(quoteIds)].map(keys.quoteBooking));
      const bookingIds = new Map(pointers.map((item) => [String(item['pk']).slice('QUOTE#'.length), toQuoteBooking(item).bookingId]));
      const bookings = (await batchGet(db, TableName, [...bookingIds.values()].map(keys.booking))).map(toBooking);
      const byId = new Map(bookings.map((booking) => [booking.id, booking]));
      const live = new Map<string, StoredBooking>();
      for (const [quoteId, bookingId] of bookingIds) {
        const booking = byId.get(bookingId);
        if (booking) live.set(quoteId, booking);
      }
      return live;
    },

    /**
     * Stores a new booking with the event announcing it and takes its inventory in one
     * transaction (with the Idempotency-Key's claim): the boat-slot item must not exist, the
     * sailing must have the seats, and the quote must not be booked already. 'guard-failed'
     * names which of those failed.
     */
    async create(
      booking: StoredBooking,
      event: PendingEvent,
      sailingCapacity: number,
      claim: IdempotencyClaim,
      promoGuards: readonly CreateGuard[] = [],
    ): Promise<CreateBookingResult> {
      const inventory = reserveInventory(booking.slot, booking.id, sailingCapacity);
      const items: Record<string, unknown>[] = [
        bookingItem(booking),
        { ...keys.quoteBooking(booking.quoteId), type: 'QuoteBooking', bookingId: booking.id, createdAt: booking.createdAt },
        ...(booking.holdExpiresAt ? [{ ...keys.hold(booking.holdExpiresAt, booking.id), type: 'BookingHold', bookingId: booking.id }] : []),
        ...(inventory.put ? [inventory.put] : []),
        pendingEventItem(event),
      ];
      const create = {
        ...CREATE,
        record: booking,
        id: booking.id,
        createdAt: booking.createdAt,
        items,
        load: get,
        guards: [...(inventory.guard ? [inventory.guard] : []), ...promoGuards],
        absent: inventory.absent,
      };
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

    /** Whether a create's 'guard-failed' was a blackout of the slot's day, stored after the slot was read as free. */
    dayClosed: (slot: BookingSlot, failed: ReadonlyArray<{ pk: string; sk: string }>) =>
      closingBlackouts(slot).some((closed) => failed.some((key) => key.pk === closed.pk && key.sk === closed.sk)),

    /**
     * Records a payment staff took by hand, with its ledger entry and the events announcing it
     * (PaymentSucceeded; BookingConfirmed when it covers the deposit and ends the hold).
     */
    async recordPayment(booking: StoredBooking, after: StoredBooking, entry: LedgerEntry, events: readonly PendingEvent[]): Promise<ChangeResult> {
      const result = await paymentChange(booking, after, { entry, at: entry.at, events: [...events] });
      // A fresh payment id each time: its entry can only exist if this very write went through.
      return result.outcome === 'duplicate' ? { outcome: 'stale' } : result;
    },

    /** Cancels or releases a live booking: its inventory and quote are free again. */
    end(booking: StoredBooking, after: StoredBooking, event: PendingEvent): Promise<ChangeResult> {
      return change(booking, after, event, ending(booking));
    },

    /** Moves a live booking: gives back the old slot and takes the new one in one transaction. */
    move,

    /**
     * Writes staff's edit of a booking (issue 29). A new slot is taken and the old one given back
     * in the one transaction, as a move's is; on the same slot a private cruise's boat item stays
     * as it is, and a disco booking's seats change on the sailing's own count, guarded so a grown
     * group never takes seats another booking holds.
     */
    amend(booking: StoredBooking, after: StoredBooking, event: PendingEvent, sailingCapacity: number, sameSlot: boolean): Promise<ChangeResult> {
      if (!sameSlot) return move(booking, after, event, sailingCapacity);
      const added = after.slot.seats - booking.slot.seats;
      if (after.slot.kind !== 'disco' || added === 0) return change(booking, after, event, []);
      return change(booking, after, event, [], {
        guard: {
          Key: inventoryKeys.sailing(after.slot.date, after.slot.start),
          UpdateExpression: 'SET sold = sold + :added',
          ConditionExpression: added > 0 ? 'sold <= :limit' : 'sold >= :given',
          ExpressionAttributeValues: added > 0 ? { ':added': added, ':limit': sailingCapacity - added } : { ':added': added, ':given': -added },
        },
      });
    },

    /** Bookings whose cruise is between the dates (inclusive), by date and time. */
    async listBetween(from: IsoDate, to: IsoDate, limit = 3000): Promise<StoredBooking[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': 'BOOKING', ':from': from, ':to': `${to}~` },
          ScanIndexForward: true,
        },
        limit,
      );
      return items.map(toBooking);
    },

    async listByEmail(email: string, limit = 50): Promise<StoredBooking[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :booking)',
          ExpressionAttributeValues: { ':pk': emailKey(email), ':booking': 'BOOKING#' },
          ScanIndexForward: false,
        },
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

    /** The booking a share link opens, if any. */
    async getByShareToken(shareToken: string): Promise<StoredBooking | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.shareLink(shareToken), ConsistentRead: true }));
      return Item ? get(toShareLink(Item).bookingId) : null;
    },

    /** Gives a booking its share link (the token's pointer must be new) with the booking's split, over its revision. */
    startSplit(before: StoredBooking, after: StoredBooking & { split: { shareToken: string } }, at: string): Promise<ChangeResult> {
      const pointer = { ...keys.shareLink(after.split.shareToken), type: 'ShareLink', bookingId: before.id, createdAt: at };
      return change(before, after, null, [{ Put: { TableName, Item: pointer, ConditionExpression: 'attribute_not_exists(pk)' } }]);
    },

    /**
     * Changes the booking's split (the per-share amount, a share reserved, released or given its
     * session) over the revision it was read at: the write that keeps shares from overpaying, as
     * the caller checked paid + reserved <= total on exactly that revision (decision 021).
     */
    changeSplit(before: StoredBooking, after: StoredBooking): Promise<ChangeResult> {
      return change(before, after, null, []);
    },

    // Guest data deletion (issue 17, decision 025).
    /** Writes the booking with its lead guest anonymised over the revision it was read at, announcing nothing. */
    async replaceLeadGuest(before: StoredBooking, leadGuest: StoredBooking['leadGuest']): Promise<ChangeResult> {
      return change(before, { ...before, leadGuest }, null, []);
    },
  };
}
