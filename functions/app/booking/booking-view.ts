import {
  bookingReference,
  cardBrandLabel,
  type AdminBooking,
  type AdminBookingSummary,
  type BookingSlot,
  type PublicBooking,
} from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { firstNameOf, quoteReference } from '#domain/booking/quote-identity.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { bookingShares } from '../payments/share-view.ts';

/** The slot with what people read: its times and its boat's name. */
function namedSlot(slot: BookingSlot): PublicBooking['slot'] {
  return { ...slot, label: slotLabel(slot), boatName: boatById(slot.boatId).name };
}

/** The booking as the quote's link shows it: the lead guest's first name only, like the quote. */
export function publicBooking(booking: StoredBooking): PublicBooking {
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status,
    slot: namedSlot(booking.slot),
    leadGuestFirstName: firstNameOf(booking.leadGuest.name),
    totalPrice: paymentSummary(booking).total,
    deposit: booking.deposit,
    holdExpiresAt: booking.status === 'pending_deposit' ? (booking.holdExpiresAt ?? null) : null,
    payments: paymentSummary(booking),
    lastPaymentFailure:
      booking.status === 'pending_deposit' && booking.lastPaymentFailure
        ? { message: booking.lastPaymentFailure.message, at: booking.lastPaymentFailure.at }
        : null,
    ...balanceView(booking),
    cancellation: booking.cancellation,
    createdAt: booking.createdAt,
    shares: bookingShares(booking),
    returnedPayments: returnedPayments(booking),
  };
}

/** Payments refunded at once because the booking had no room for them (decision 037), in the guest's words. */
function returnedPayments(booking: StoredBooking): PublicBooking['returnedPayments'] {
  return (booking.refunds ?? [])
    .filter((refund) => refund.returned)
    .map((refund) => {
      const card = booking.payments.find((payment) => payment.id === refund.paymentId)?.card;
      return { amount: refund.amount, card: card ? `Back to your ${cardBrandLabel(card)}` : 'Back to your card', reason: refund.reason, at: refund.refundedAt };
    })
    .reverse();
}

/** The saved card and a failed automatic charge, while they matter: a live booking that still owes (decision 019). */
function balanceView(booking: StoredBooking): Pick<PublicBooking, 'savedCard' | 'balanceChargeFailure'> {
  const owes = booking.status === 'confirmed' && paymentSummary(booking).outstanding > 0;
  const card = booking.savedCard;
  const failure = booking.balanceChargeFailure;
  return {
    savedCard: owes && card ? { brand: card.brand, last4: card.last4, consentText: card.consent.text, dueOn: card.consent.dueOn } : null,
    balanceChargeFailure: owes && failure ? { message: failure.message, at: failure.at } : null,
  };
}

/** Everything staff need to run the booking. */
export function adminBooking(booking: StoredBooking): AdminBooking {
  const { leadGuestFirstName: _firstName, ...shared } = publicBooking(booking);
  return {
    ...shared,
    quoteId: booking.quoteId,
    quoteToken: booking.quoteToken,
    quoteReference: quoteReference(booking.quoteId),
    selection: booking.selection,
    price: booking.price,
    leadGuest: booking.leadGuest,
    paymentsRecorded: booking.payments,
    refundsRecorded: booking.refunds ?? [],
    adjustments: booking.adjustments ?? [],
    moves: booking.moves,
    edits: (booking.edits ?? []).map((edit) => ({
      at: edit.at,
      by: edit.by,
      changes: edit.changes,
      oldTotal: paymentSummary({ ...booking, price: edit.oldPrice }).total,
      newTotal: paymentSummary({ ...booking, price: edit.newPrice }).total,
    })),
    ...(booking.confirmedAt ? { confirmedAt: booking.confirmedAt } : {}),
    ...(booking.bookedBy ? { bookedBy: booking.bookedBy } : {}),
    ...(booking.cancelledAt
      ? {
          cancelledAt: booking.cancelledAt,
          cancelledBy: booking.cancelledBy ?? '',
          cancellationReason: booking.cancellationReason ?? '',
          refundDue: booking.refundDue ?? false,
        }
      : {}),
    ...(booking.releasedAt ? { releasedAt: booking.releasedAt } : {}),
  };
}

/** One row of the staff's booking lists (the list, the calendar, the dashboard, a customer). */
export function bookingSummary(booking: StoredBooking): AdminBookingSummary {
  const payments = paymentSummary(booking);
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status,
    slot: namedSlot(booking.slot),
    leadGuest: booking.leadGuest,
    groupSize: booking.price.groupSize,
    packageName: booking.price.packageName,
    totalPrice: payments.total,
    paid: payments.paid,
    depositOutstanding: payments.depositOutstanding,
    holdExpiresAt: booking.status === 'pending_deposit' ? (booking.holdExpiresAt ?? null) : null,
    balanceDueOn: booking.deposit.remainingBalanceDueAt,
    createdAt: booking.createdAt,
  };
}
