import { cruiseCrewSchema, type StaffManifestResponse } from '#domain/portal/manifest.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { setCruiseCrew } from '../../app/portal/cruise-crew.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/portal-staff.ts';
import { bookingParams } from './booking-params.ts';

/** PUT /api/admin/bookings/{id}/manifest/crew `{ captain, deckhands }`: who sails the cruise; a captain not on the team is a 400 naming the field. */
export const handler = signedInHandler(
  routes.putAdminCruiseCrew,
  { params: bookingParams, body: cruiseCrewSchema },
  async ({ input, principal, config, now }) => {
    const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
    if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
    const saved = await setCruiseCrew(config, booking, input.body, principal.email, now);
    if (saved.outcome === 'not-on-team') {
      const message = `${input.body.captain} is not on the team. Choose the captain from the team, or invite them first.`;
      throw new ValidationError(message, { captain: message });
    }
    const response: StaffManifestResponse = { manifest: saved.manifest };
    return json(200, response);
  },
);
