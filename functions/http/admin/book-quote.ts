import * as z from '#domain/shared/zod.ts';
import type { AdminCallerBookingResponse } from '#domain/booking/booking.ts';
import { callerBookingSchema } from '#domain/booking/booking-schemas.ts';
import { adminBooking } from '../../app/booking/booking-view.ts';
import { bookForCaller } from '../../app/payments/caller-booking.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { idempotencyClaim, requiredIdempotencyHeaders } from '../../platform/http/idempotency.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/booking-staff.ts';

// Quote ids are UUIDs; anything else names no quote and gets the same 404 as an unknown id.
const params = z.object({ id: z.catch(z.nullable(z.uuid()), null) });

/**
 * POST /api/admin/quotes/{id}/booking `{ start, leadGuest, payment }` with an Idempotency-Key:
 * staff book the quote's cruise for a caller through the guest's own booking path, recorded as
 * theirs, and the money follows `payment`: the pay link e-mailed now, Stripe's card page to open,
 * or cash or a check recorded (issue 29, decision 068). 201 `{ booking, payment }`; 200 for a
 * retry with the same key; 409 SLOT_TAKEN (with `alternatives`) or QUOTE_ALREADY_BOOKED; 422
 * OVERPAYMENT or AMOUNT_BELOW_DEPOSIT, refused before anything is written.
 */
export const handler = signedInHandler(
  routes.bookAdminQuote,
  { params, body: callerBookingSchema, headers: requiredIdempotencyHeaders },
  async ({ input, principal, config, now }) => {
    if (!input.params.id) throw new NotFoundError('There is no such quote.', 'QUOTE_NOT_FOUND');
    // Booking takes a boat: a retry after a lost answer must never take a second one, so the key is required.
    const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
    const { record, created, payment } = orRefuse(await bookForCaller(config, input.params.id, input.body, { by: principal.email, now, claim }));
    const response: AdminCallerBookingResponse = { booking: adminBooking(record), payment };
    return json(created ? 201 : 200, response);
  },
);
