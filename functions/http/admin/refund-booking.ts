import type { AdminBookingResponse } from '#domain/booking/booking.ts';
import { refundBookingSchema } from '#domain/booking/booking-schemas.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { refundAllowed } from '../../app/people/refund-limit.ts';
import { HttpError, NotFoundError } from '../../platform/http/errors.ts';
import { idempotencyHeaders } from '../../platform/http/idempotency.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { refundAmount } from '../../app/payments/refunds.ts';
import * as routes from '../routes/payments-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/refunds `{ amount, reason, chargeId? }`: gives money back, a card
 * payment through Stripe to the card that paid, one taken by hand recorded as handed back; never
 * more than is left of a payment or than was paid (422 REFUND_TOO_LARGE), nor by office staff more
 * than the owner's limit (403 REFUND_OVER_LIMIT). Each refund is
 * announced (RefundIssued, with who gave it and why: the audit log and the guest's receipt). The
 * screen sends an Idempotency-Key per confirmed refund, so a retry or a second click refunds once.
 */
export const handler = signedInHandler(
  routes.refundAdminBooking,
  { params: bookingParams, body: refundBookingSchema, headers: idempotencyHeaders },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    // Office staff give refunds up to the owner's limit (decision 075); a larger one is the owner's.
    const allowed = await refundAllowed(config, principal.staffRole, input.body.amount);
    if (!allowed.allowed)
      throw new HttpError(
        403,
        'REFUND_OVER_LIMIT',
        `Office staff may give refunds of up to ${formatMoney(allowed.limit)} at a time. Ask an owner to give this one.`,
      );
    const booking = orRefuse(await refundAmount(config, input.params.id, input.body, principal.email, now, input.headers['idempotency-key']));
    const response: AdminBookingResponse = { booking: adminBooking(booking) };
    return json(200, response);
  },
);
