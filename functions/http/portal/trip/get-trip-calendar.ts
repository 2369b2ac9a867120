import { tripParamsSchema } from '#domain/portal/trip-schemas.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { guestBooking } from '../../../app/portal/guest-booking.ts';
import { tripCalendarFile } from '../../../app/portal/trip-view.ts';
import { currentBusinessFacts } from '../../../app/site/business-facts.ts';
import * as routes from '../../routes/portal.ts';

/**
 * GET /api/portal/trips/{id}/calendar.ics: the cruise as a calendar file to download, the one the
 * booking e-mails attach (decision 024). An ended booking has none: 409.
 */
export const handler = guestHandler(routes.getPortalTripCalendar, { params: tripParamsSchema }, async ({ input, config, now, guest }) => {
  const booking = orRefuse(await guestBooking(config, input.params.id, guest.email));
  if (booking.status !== 'confirmed' && booking.status !== 'pending_deposit')
    throw new ConflictError('BOOKING_ENDED', 'This booking has ended: there is no cruise to add to a calendar.');
  const file = tripCalendarFile(booking, await currentBusinessFacts(config, now), config.SITE_URL);
  return {
    statusCode: 200,
    headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'private, no-store' },
    body: file.content,
  };
});
