import type { CreateBookingResponse } from '#domain/booking/booking.ts';
import { createBookingRequestSchema } from '#domain/booking/booking-schemas.ts';
import { bookQuote } from '../../app/booking/book-quote.ts';
import { publicBooking } from '../../app/booking/booking-view.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { idempotencyClaim, requiredIdempotencyHeaders } from '../../platform/http/idempotency.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking.ts';

/**
 * POST /api/bookings `{ quoteToken, start, leadGuest, acceptCancellationPolicy: true }` with an
 * Idempotency-Key: books the quote's cruise at the chosen time. 201 `{ booking }`; 200 for a
 * retry with the same key; 409 SLOT_TAKEN with `alternatives` when the slot went meanwhile,
 * QUOTE_SUPERSEDED (with `latestVersionPath`) or QUOTE_ALREADY_BOOKED.
 */
export const handler = httpHandler(
  routes.createBooking,
  { body: createBookingRequestSchema, headers: requiredIdempotencyHeaders },
  async ({ input, config, now }) => {
    // Booking takes a boat: a retry after a lost answer must never take a second one, so the key is required.
    const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
    const { quoteToken, start, leadGuest } = input.body;
    const { record, created } = orRefuse(await bookQuote(config, { quoteToken, start, leadGuest }, { now, claim }));
    const response: CreateBookingResponse = { booking: publicBooking(record) };
    return json(created ? 201 : 200, response);
  },
);
