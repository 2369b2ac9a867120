import { bookingReference } from '#domain/booking/booking.ts';
import { paymentSummary, refundedFromPayment } from '#domain/payments/booking-money.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import {
  nextShareAmount,
  payPath,
  perShareAmount,
  reservedTotal,
  type BookingSharesView,
  type PaidShare,
  type SharePageResponse,
} from '#domain/payments/split-payments.ts';

// What the split looks like to the organiser (on the quote page's booking panel) and to a friend
// (the share link's page). The friend's view carries no contact details: the organiser's first
// name, the cruise, and who of the group has paid what.

function paidShares(booking: StoredBooking): PaidShare[] {
  return booking.payments.flatMap((payment) =>
    payment.share
      ? [
          {
            id: payment.id,
            reservationId: payment.share.reservationId,
            name: payment.share.name,
            amount: payment.amount,
            paidOn: payment.receivedOn,
            refunded: refundedFromPayment(booking.refunds, payment.id),
          },
        ]
      : [],
  );
}

/** Whether friends may pay shares now: a live booking (a pending one only while its hold lasts). */
export function takesShares(booking: StoredBooking, now: Date): boolean {
  if (booking.status === 'confirmed') return true;
  return booking.status === 'pending_deposit' && booking.holdExpiresAt !== undefined && Date.parse(booking.holdExpiresAt) > now.getTime();
}

/** The organiser's view of the split. */
export function bookingShares(booking: StoredBooking): BookingSharesView {
  const summary = paymentSummary(booking);
  return {
    sharePath: booking.split ? payPath(booking.split.shareToken) : null,
    shareAmount: perShareAmount(booking.split, booking.price.perPersonCost),
    shareAmountSet: booking.split?.shareAmount !== undefined,
    perPersonCost: booking.price.perPersonCost,
    paidShares: paidShares(booking),
    remaining: summary.outstanding,
  };
}

/** A friend's view of the booking, through its share link. */
export function sharePage(booking: StoredBooking, now: Date): SharePageResponse {
  const summary = paymentSummary(booking);
  const reserved = reservedTotal(booking.split?.reservations ?? [], now);
  const shareAmount = perShareAmount(booking.split, booking.price.perPersonCost);
  return {
    booking: {
      reference: bookingReference(booking.id),
      status: booking.status,
      packageName: booking.price.packageName,
      date: booking.slot.date,
      slotLabel: slotLabel(booking.slot),
      boatName: boatById(booking.slot.boatId).name,
      groupSize: booking.price.groupSize,
      organiserFirstName: firstNameOf(booking.leadGuest.name),
    },
    totalPrice: summary.total,
    paid: summary.paid,
    refunded: summary.refunded,
    remaining: summary.outstanding,
    reserved,
    shareAmount,
    nextShare: takesShares(booking, now) ? nextShareAmount(summary.total, summary.paid, reserved, shareAmount) : null,
    paidShares: paidShares(booking),
  };
}
