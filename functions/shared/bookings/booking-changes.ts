import { randomUUID } from 'node:crypto';
import { bookingReference, cancellationIsRefundable, holdsInventory, paymentSummary, type BookingSlot, type PaymentKind, type PaymentMethod, type RecordedPayment } from '#domain/booking.ts';
import { calendarDateIn, type IsoDate } from '#domain/dates.ts';
import { dayAvailability, findSlot, type ClockTime } from '#domain/inventory.ts';
import type { LedgerEntry, StoredBooking } from '#domain/booking-record.ts';
import type { BookingMove, MovePromoOutcome } from '#domain/move-pricing.ts';
import { PaymentSucceeded } from '#events/payments.ts';
import type { Config } from '../config.ts';
import { bookingsRepository, type ChangeResult } from '../data/bookings-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../events/publisher.ts';
import { ConflictError, HttpError, NotFoundError } from '../http/errors.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';
import { inventoryBetween } from './availability.ts';
import { announceChange } from './booking-events.ts';

// What staff (and the release job) do to a booking. Every change is written over the revision it
// read, with the inventory writes it needs and the event announcing it, in one transaction; a
// booking changed meanwhile is a 409 and the screen reloads it.

async function existing(config: Config, id: string): Promise<StoredBooking> {
  const booking = await bookingsRepository(config).get(id);
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  return booking;
}

function live(booking: StoredBooking): void {
  if (!holdsInventory(booking.status)) throw new ConflictError('BOOKING_ENDED', `This booking was ${booking.status} already.`);
}

async function written(config: Config, result: ChangeResult, event: PendingEvent | readonly PendingEvent[] | null): Promise<StoredBooking> {
  if (result.outcome === 'stale' || result.outcome === 'contended') {
    throw new ConflictError('BOOKING_CHANGED', 'Someone changed this booking a moment ago. Reload it and try again.');
  }
  if (result.outcome === 'slot-taken') throw new ConflictError('SLOT_TAKEN', 'That boat and time were taken a moment ago. Choose another.', { start: 'Choose another time.' });
  const events = ([] as PendingEvent[]).concat(event ?? []);
  if (events.length > 0) await publishPending(config, events);
  return result.booking;
}

export interface PaymentToRecord {
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  receivedOn: IsoDate;
  note?: string | undefined;
}

/**
 * Records a deposit or balance payment taken by hand, announced as PaymentSucceeded in the
 * transaction that writes its ledger entry (decision 017), as a card payment is: the business
 * summary, the partner's figures, the timeline and the guest's receipt count it as they count a
 * card's. The first payments that cover the deposit confirm a pending booking (BookingConfirmed)
 * and end its hold. Paying more than is owed is refused.
 */
export async function recordPayment(config: Config, id: string, payment: PaymentToRecord, by: string, now: Date): Promise<StoredBooking> {
  const booking = await existing(config, id);
  live(booking);
  const owed = paymentSummary(booking).outstanding;
  if (payment.amount > owed) {
    throw new HttpError(422, 'OVERPAYMENT', `Only ${(owed / 100).toFixed(2)} is still owed on this booking.`, { amount: 'Enter at most what is still owed.' });
  }
  const recorded = { id: randomUUID(), ...payment, recordedBy: by, recordedAt: now.toISOString() };
  const after: StoredBooking = { ...booking, payments: [...booking.payments, recorded] };
  const entry: LedgerEntry = { bookingId: booking.id, kind: 'charge', amount: recorded.amount, entryKey: `CHARGE#${recorded.id}`, paymentId: recorded.id, method: recorded.method, at: recorded.recordedAt };
  const events: PendingEvent[] = [];
  if (booking.status === 'pending_deposit' && paymentSummary(after).depositOutstanding === 0) {
    after.status = 'confirmed';
    after.confirmedAt = now.toISOString();
    delete after.holdExpiresAt;
    delete after.checkout;
    delete after.lastPaymentFailure;
    events.push(announceChange(after, 'BookingConfirmed', now));
  }
  events.unshift(staffPaymentEvent(booking, after, recorded, now));
  return written(config, await bookingsRepository(config).recordPayment(booking, after, entry, events), events);
}

/** PaymentSucceeded for a payment staff recorded: its method as staff gave it (a card on their own terminal is `card_by_staff`), no Stripe ids. */
function staffPaymentEvent(booking: StoredBooking, after: StoredBooking, payment: RecordedPayment, now: Date): PendingEvent {
  const summary = paymentSummary(after);
  return pendingEvent(
    PaymentSucceeded,
    {
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      quoteId: booking.quoteId,
      leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
      cruiseDate: booking.slot.date,
      paymentId: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      method: { type: payment.method === 'card' ? 'card_by_staff' : payment.method },
      recordedBy: payment.recordedBy,
      receivedOn: payment.receivedOn,
      totalPrice: summary.total,
      paid: summary.paid,
      remaining: summary.outstanding,
      ...(summary.outstanding > 0 ? { remainingDueOn: booking.deposit.remainingBalanceDueAt } : {}),
      bookingStatus: after.status,
    },
    { now },
  );
}

/** Cancels a live booking: the inventory goes back on sale; whether a refund is due follows the terms the guest accepted. */
export async function cancelBooking(config: Config, id: string, reason: string, by: string, now: Date): Promise<StoredBooking> {
  const booking = await existing(config, id);
  live(booking);
  const after: StoredBooking = {
    ...booking,
    status: 'cancelled',
    cancelledAt: now.toISOString(),
    cancelledBy: by,
    cancellationReason: reason,
    refundDue: paymentSummary(booking).paid > 0 && cancellationIsRefundable(booking.cancellation, now, calendarDateIn(now)),
  };
  delete after.holdExpiresAt;
  const event = announceChange(after, 'BookingCancelled', now);
  return written(config, await bookingsRepository(config).end(booking, after, event), event);
}

/**
 * What a guest's own move adds to the staff's (decision 024): a check of the booking as read (the
 * guest's ownership and the self-service window), and the new price and the terms that follow the
 * new date, applied to the moved booking before it is written, so the event announces them.
 */
export interface MoveOptions {
  check?: (booking: StoredBooking) => void;
  reprice?: (moved: StoredBooking) => StoredBooking;
  /** What became of the booking's code, when the move re-priced it (recorded on the move). */
  promo?: MovePromoOutcome | null;
}

/** The code's outcome as the move records it: the re-pricing's, or kept with the booked price when staff keep it. */
function movePromo(booking: StoredBooking, options: MoveOptions): { promo?: MovePromoOutcome } {
  if (options.promo) return { promo: options.promo };
  const code = booking.selection.promoCode;
  if (!code || options.reprice) return {};
  return { promo: { code, kept: true, message: `The price stays as booked, with the code ${code}'s discount.` } };
}

/**
 * Moves a live booking to another date or time: the new slot is checked against the inventory and
 * taken atomically with the old one given back, and the guest is e-mailed the new time with a
 * calendar file that replaces the old entry (BookingMoved). The price stays as booked (staff
 * amend the quote for a different price); the same kind of cruise only, and the group must fit.
 */
export async function moveBooking(config: Config, id: string, to: { date: IsoDate; start: ClockTime }, by: string, now: Date, options: MoveOptions = {}): Promise<StoredBooking> {
  const booking = await existing(config, id);
  live(booking);
  options.check?.(booking);
  const today = calendarDateIn(now);
  const [{ settings, view }, pricing] = await Promise.all([inventoryBetween(config, to.date, to.date), loadPricingContext(config, today)]);
  const template = findSlot(settings, booking.slot.kind, to.date, to.start);
  if (!template) throw new HttpError(422, 'NO_SUCH_SLOT', `There is no ${booking.slot.kind === 'disco' ? 'disco sailing' : 'cruise slot'} at ${to.start} on ${to.date}.`, { start: 'Choose one of the slots of that day.' });
  if (booking.slot.date === to.date && booking.slot.start === to.start) throw new HttpError(422, 'SAME_SLOT', 'The booking is on that date and time already.');
  const day = dayAvailability({ date: to.date, groupSize: booking.slot.seats, kind: booking.slot.kind, today, settings, blackouts: view.blackouts, reservations: view.reservations, priceTable: pricing.table });
  const offered = day.slots.find((slot) => slot.start === to.start);
  if (!offered?.available || !offered.boatId) throw new ConflictError('SLOT_TAKEN', 'That date and time is not available for this group.', { start: 'Choose another time.' });
  const slot: BookingSlot = { ...booking.slot, date: to.date, start: template.start, end: template.end, boatId: offered.boatId };
  const moved: StoredBooking = { ...booking, slot };
  const repriced = options.reprice ? options.reprice(moved) : moved;
  // Each move records its itemised price before and after and what became of the code (decision 035).
  const record: BookingMove = { from: booking.slot, to: slot, movedAt: now.toISOString(), movedBy: by, oldPrice: booking.price, newPrice: repriced.price, ...movePromo(booking, options) };
  const after: StoredBooking = { ...repriced, moves: [...booking.moves, record] };
  const event = announceChange(after, 'BookingMoved', now);
  const capacity = 'capacity' in template ? template.capacity : 0;
  return written(config, await bookingsRepository(config).move(booking, after, event, capacity), event);
}
