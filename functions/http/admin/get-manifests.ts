import { holdsInventory } from '#domain/booking/booking.ts';
import type { StaffManifestDayResponse } from '#domain/portal/manifest.ts';
import { manifestDayQuerySchema } from '#domain/portal/manifest-schemas.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { loadStaffManifest } from '../../app/portal/manifest-views.ts';
import * as routes from '../routes/portal-staff.ts';

/** GET /api/admin/manifests?date=YYYY-MM-DD: every live cruise of the day by departure, each with its check-in list. */
export const handler = signedInHandler(routes.getAdminManifests, { query: manifestDayQuerySchema }, async ({ input, config, now }) => {
  const { date } = input.query;
  const bookings = (await bookingsRepository(config).listBetween(date, date)).filter((booking) => holdsInventory(booking.status));
  const response: StaffManifestDayResponse = { date, cruises: await Promise.all(bookings.map((booking) => loadStaffManifest(config, booking, now))) };
  return json(200, response);
});
