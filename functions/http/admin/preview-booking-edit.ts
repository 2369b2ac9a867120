import { bookingEditSchema } from '#domain/booking/booking-schemas.ts';
import type { BookingEditPreviewResponse } from '#domain/payments/booking-edit.ts';
import { previewBookingEdit } from '../../app/booking/booking-edits.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';
import { bookingParams } from './booking-params.ts';

/**
 * POST /api/admin/bookings/{id}/edit-preview `{ groupSize?, addOns?, packageType?, discoPackage?, date?, start?, boatId? }`:
 * what the edit would be (issue 29): the changes in words, the engine's new itemised price beside
 * the old, the slot and what it does to the money. Writes nothing; refusals are the edit's own.
 */
export const handler = signedInHandler(routes.previewAdminBookingEdit, { params: bookingParams, body: bookingEditSchema }, async ({ input, config, now }) => {
  if (!input.params.id) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const response: BookingEditPreviewResponse = { preview: orRefuse(await previewBookingEdit(config, input.params.id, input.body, now)) };
  return json(200, response);
});
