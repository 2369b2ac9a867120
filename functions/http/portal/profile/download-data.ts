import { calendarDateIn } from '#domain/shared/dates.ts';
import * as z from '#domain/shared/zod.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { exportGuestData } from '../../../app/portal/guest-data.ts';
import * as routes from '../../routes/portal.ts';

// A download is recorded (the staff's timeline shows it), so only a plain GET makes one: a query
// or a body it does not take is a 400 and records nothing.
const noInput = { query: z.strictObject({}), body: z.undefined() };

/** GET /api/portal/profile/data: everything held under the guest's address, as a JSON file to save (decision 025). */
export const handler = guestHandler(routes.downloadPortalData, noInput, async ({ guest, config, now }) => {
  const file = await exportGuestData(config, guest.email, now);
  return json(200, file, { headers: { 'content-disposition': `attachment; filename="my-cruise-data-${calendarDateIn(now)}.json"` } });
});
