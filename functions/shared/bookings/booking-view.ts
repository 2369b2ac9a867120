import { bookingReference, paymentSummary, type AdminBooking, type PublicBooking } from '#domain/booking.ts';
import { boatById } from '#domain/fleet.ts';
import { slotLabel } from '#domain/inventory.ts';
import { firstNameOf, quoteReference } from '#domain/quotes.ts';
import type { StoredBooking } from '../data/bookings-repository.ts';

/** The booking as the quote's link shows it: the lead guest's first name only, like the quote. */
export function publicBooking(booking: StoredBooking): PublicBooking {
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status,
    slot: { ...booking.slot, label: slotLabel(booking.slot), boatName: boatById(booking.slot.boatId).name },
    leadGuestFirstName: firstNameOf(booking.leadGuest.name),
    totalPrice: booking.price.totalPrice,
    deposit: booking.deposit,
    holdExpiresAt: booking.status === 'pending_deposit' ? (booking.holdExpiresAt ?? null) : null,
    payments: paymentSummary(booking),
    cancellation: booking.cancellation,
    createdAt: booking.createdAt,
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
    moves: booking.moves,
    ...(booking.confirmedAt ? { confirmedAt: booking.confirmedAt } : {}),
    ...(booking.cancelledAt ? { cancelledAt: booking.cancelledAt, cancelledBy: booking.cancelledBy ?? '', cancellationReason: booking.cancellationReason ?? '', refundDue: booking.refundDue ?? false } : {}),
    ...(booking.releasedAt ? { releasedAt: booking.releasedAt } : {}),
  };
}
