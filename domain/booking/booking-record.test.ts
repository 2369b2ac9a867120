import { FIRST_PRICING } from '../pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { cancellationTerms, holdExpiresAt, type BookingSlot } from './booking.ts';
import { ledgerEntrySchema, storedBookingSchema, type LedgerEntry, type StoredBooking } from './booking-record.ts';
import { calculateDepositSchedule } from '../pricing/deposit.ts';
import { priceQuoteSelection, type QuoteSelection } from './quotes.ts';

const TODAY = '2026-06-01';
const bookedAt = new Date('2026-06-01T15:00:00.000Z');

function booking(selection: QuoteSelection, slot: BookingSlot): StoredBooking {
  const price = priceQuoteSelection(selection, TODAY, FIRST_PRICING);
  const deposit = calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: selection.eventDate, today: TODAY });
  return {
    id: 'b1',
    quoteId: 'q1',
    quoteToken: 't'.repeat(64),
    selection,
    price,
    deposit,
    slot,
    leadGuest: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '(512) 555-0142' },
    status: 'pending_deposit',
    holdExpiresAt: holdExpiresAt(bookedAt),
    payments: [],
    cancellation: cancellationTerms(selection.kind, selection.eventDate, bookedAt),
    createdAt: bookedAt.toISOString(),
    moves: [],
    events: [{ id: 'e1', type: 'BookingRequested', at: bookedAt.toISOString() }],
    revision: 1,
  };
}

const privateSelection: QuoteSelection = {
  kind: 'private',
  eventType: 'birthday',
  groupSize: 20,
  eventDate: '2026-08-07',
  packageType: 'essentials',
  lilyPad: true,
};
const privateSlot: BookingSlot = { kind: 'private', date: '2026-08-07', start: '13:30', end: '17:30', boatId: 'boat_me_seeks_the_irony', seats: 20 };
const discoSelection: QuoteSelection = {
  kind: 'disco',
  eventType: 'bachelorette',
  groupSize: 12,
  eventDate: '2026-06-13',
  discoPackage: 'platinum',
  brideIncluded: true,
};
const discoSlot: BookingSlot = { kind: 'disco', date: '2026-06-13', start: '13:30', end: '17:30', boatId: 'boat_clever_girl', seats: 12 };

const roundTrips = <T>(schema: { parse: (value: unknown) => unknown }, record: T) => expect(schema.parse(structuredClone(record))).toStrictEqual(record);

describe('the stored booking schema', () => {
  it('reads back a new booking of either kind exactly', () => {
    roundTrips(storedBookingSchema, booking(privateSelection, privateSlot));
    roundTrips(storedBookingSchema, booking(discoSelection, discoSlot));
  });

  it('reads back a booking after payments, a move and a cancellation', () => {
    const { holdExpiresAt: _hold, ...paid } = booking(privateSelection, privateSlot);
    const moved: StoredBooking = {
      ...paid,
      status: 'cancelled',
      payments: [
        {
          id: 'p1',
          kind: 'deposit',
          amount: paid.deposit.depositAmount,
          method: 'card',
          receivedOn: TODAY,
          recordedBy: 'staff@x.example',
          recordedAt: bookedAt.toISOString(),
        },
        {
          id: 'p2',
          kind: 'balance',
          amount: 100,
          method: 'bank_transfer',
          receivedOn: TODAY,
          note: 'Wire ref 42',
          recordedBy: 'staff@x.example',
          recordedAt: bookedAt.toISOString(),
        },
      ],
      confirmedAt: bookedAt.toISOString(),
      moves: [{ from: privateSlot, to: { ...privateSlot, start: '18:00', end: '22:00' }, movedAt: bookedAt.toISOString(), movedBy: 'staff@x.example' }],
      cancelledAt: bookedAt.toISOString(),
      cancelledBy: 'staff@x.example',
      cancellationReason: 'Weather',
      refundDue: true,
      events: [
        { id: 'e1', type: 'BookingRequested', at: bookedAt.toISOString() },
        { id: 'e2', type: 'BookingConfirmed', at: bookedAt.toISOString() },
        { id: 'e3', type: 'BookingMoved', at: bookedAt.toISOString() },
        { id: 'e4', type: 'BookingCancelled', at: bookedAt.toISOString() },
      ],
      revision: 5,
    };
    roundTrips(storedBookingSchema, moved);
    roundTrips(storedBookingSchema, { ...booking(discoSelection, discoSlot), status: 'released', releasedAt: bookedAt.toISOString(), revision: 2 });
  });

  it('reads back a booking paying by card: its open checkout, the last failure and a card payment', () => {
    const stored = booking(privateSelection, privateSlot);
    const at = bookedAt.toISOString();
    const paying: StoredBooking = {
      ...stored,
      checkout: {
        sessionId: 'cs_test_1',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        expiresAt: stored.holdExpiresAt!,
        amount: stored.deposit.depositAmount,
      },
      lastPaymentFailure: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card was declined.', at, paymentIntentId: 'pi_1' },
    };
    roundTrips(storedBookingSchema, paying);
    const { holdExpiresAt: _hold, checkout: _checkout, lastPaymentFailure: _failure, ...rest } = paying;
    const card = { provider: 'stripe', paymentIntentId: 'pi_2', chargeId: 'ch_2', brand: 'visa', last4: '4242' } as const;
    roundTrips(storedBookingSchema, {
      ...rest,
      status: 'confirmed',
      confirmedAt: at,
      payments: [
        { id: 'p1', kind: 'deposit', amount: stored.deposit.depositAmount, method: 'card', receivedOn: TODAY, recordedBy: 'stripe', recordedAt: at, card },
      ],
    } satisfies StoredBooking);
    expect(
      storedBookingSchema.safeParse({ ...paying, checkout: { ...paying.checkout, amount: '25000' } }).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['checkout.amount']);
  });

  it('refuses a booking whose price is missing a field the pages rely on', () => {
    const stored = booking(discoSelection, discoSlot);
    const { totalPrice: _total, ...price } = stored.price;
    expect(storedBookingSchema.safeParse({ ...stored, price }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['price.totalPrice']);
  });
});

describe('the stored ledger entry schema', () => {
  const card: LedgerEntry = {
    bookingId: 'b1',
    kind: 'charge',
    amount: 25_000,
    entryKey: 'pi_1',
    paymentId: 'p1',
    method: 'card',
    at: bookedAt.toISOString(),
    stripe: { paymentIntentId: 'pi_1', chargeId: 'ch_1', eventId: 'evt_1' },
  };

  it('reads back a card charge and a charge staff recorded exactly', () => {
    roundTrips(ledgerEntrySchema, card);
    const { stripe: _stripe, ...byHand } = card;
    roundTrips(ledgerEntrySchema, { ...byHand, entryKey: 'p2', paymentId: 'p2', method: 'cash' });
  });

  it('refuses an entry of an unknown kind or without its amount', () => {
    const { amount: _amount, ...noAmount } = card;
    expect(ledgerEntrySchema.safeParse({ ...card, kind: 'chargeback' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['kind']);
    expect(ledgerEntrySchema.safeParse(noAmount).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount']);
  });
});
