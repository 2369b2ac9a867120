import type { StaffManifestResponse } from '#domain/portal/manifest.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { loadStaffManifest } from '../../app/portal/manifest-views.ts';
import * as routes from '../routes/portal-staff.ts';
import { bookingParams } from './booking-params.ts';

/** GET /api/admin/bookings/{id}/manifest: the booking's check-in list with waiver status (StaffManifestResponse). */
export const handler = signedInHandler(routes.getAdminBookingManifest, { params: bookingParams }, async ({ input, config, now }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const response: StaffManifestResponse = { manifest: await loadStaffManifest(config, booking, now) };
  return json(200, response);
});
