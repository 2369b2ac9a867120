import type { CreateBookingResponse } from '#domain/booking.ts';
import type { CreateBookingRequest } from '#domain/booking-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Books a quote. The Idempotency-Key names one booking attempt: a retry of the same attempt
 * (a lost answer, a flaky phone network) gets the booking the first request made, never a
 * second boat.
 */
export function createBooking(request: CreateBookingRequest, idempotencyKey: string): Promise<CreateBookingResponse> {
  return apiRequest<CreateBookingResponse>('POST', '/api/bookings', request, { headers: { 'idempotency-key': idempotencyKey } });
}
