import { bookingReference, holdsInventory } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { PayLinkRequested } from '#events/payments.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { emitEvent } from '../../adapters/eventbridge/publisher.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/pay-link: sends the guest the link to their booking's page again,
 * where they pay what is due by card (the deposit while the booking waits for it, else the
 * balance). Announced as PayLinkRequested; its consumer writes the e-mail to the outbox and sends
 * it (decisions 008, 020). 409 when nothing is owed or the booking has ended. `{ sentTo, amount }`.
 */
export const handler = signedInHandler(routes.resendAdminPayLink, { params: bookingParams }, async ({ input, principal, config, now }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  if (!holdsInventory(booking.status)) throw new ConflictError('BOOKING_ENDED', `This booking was ${booking.status} already: there is nothing to pay.`);
  const payments = paymentSummary(booking);
  if (payments.outstanding === 0) throw new ConflictError('NOTHING_OWED', 'This booking is paid in full: there is nothing to pay.');
  if (booking.status === 'pending_deposit' && (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= now.getTime())) {
    throw new ConflictError('HOLD_ENDED', 'The time to pay the deposit has run out; the booking is being released. Book it again for the guest instead.');
  }
  const due =
    booking.status === 'pending_deposit'
      ? { what: 'deposit' as const, amount: payments.depositOutstanding }
      : { what: 'balance' as const, amount: payments.outstanding, by: booking.deposit.remainingBalanceDueAt };
  await emitEvent(
    config,
    PayLinkRequested,
    {
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      quoteId: booking.quoteId,
      leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
      cruiseDate: booking.slot.date,
      due,
      totalPrice: payments.total,
      paid: payments.paid,
      requestedBy: principal.email,
    },
    { now },
  );
  return json(202, { sentTo: booking.leadGuest.email, amount: due.amount });
});
