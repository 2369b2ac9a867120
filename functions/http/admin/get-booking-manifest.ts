import type { StaffManifestResponse } from '#domain/portal/manifest.ts';
import { bookingsRepository } from '../../shared/data/bookings-repository.ts';
import { NotFoundError } from '../../shared/http/errors.ts';
import { json } from '../../shared/http/response.ts';
import { signedInHandler } from '../../shared/http/signed-in-handler.ts';
import { loadStaffManifest } from '../../shared/manifest/manifest-views.ts';
import { routes } from '../routes.ts';
import { bookingParams } from './booking-params.ts';

/** GET /api/admin/bookings/{id}/manifest: the booking's check-in list with waiver status (StaffManifestResponse). */
export const handler = signedInHandler(routes.getAdminBookingManifest, { params: bookingParams }, async ({ input, config, now }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  const response: StaffManifestResponse = { manifest: await loadStaffManifest(config, booking, now) };
  return json(200, response);
});
