import { accountDeletionRequestSchema, confirmsAddress } from '#domain/portal/guest-profile.ts';
import { ConflictError, ValidationError } from '../../../platform/http/errors.ts';
import { json } from '../../../platform/http/response.ts';
import { guestHandler } from '../../../platform/auth/guest-handler.ts';
import { deleteGuestAccount } from '../../../app/portal/guest-data.ts';
import { clearedPortalSessionCookie } from '../../../platform/auth/portal-cookies.ts';
import * as routes from '../../routes/portal.ts';

/**
 * POST /api/portal/profile/delete: deletes the guest's account once they typed their address
 * (400 otherwise); 409 UPCOMING_TRIP while a trip is going ahead. Then every portal session of
 * the address ends and this browser's cookie is cleared (decision 025).
 */
export const handler = guestHandler(routes.deletePortalAccount, { body: accountDeletionRequestSchema }, async ({ input, guest, config, now }) => {
  if (!confirmsAddress(input.body.confirmEmail, guest.email))
    throw new ValidationError('Type your e-mail address to confirm.', { confirmEmail: 'That is not the address you signed in with.' });
  const result = await deleteGuestAccount(config, guest.email, now);
  if (result.outcome === 'upcoming-trip') {
    throw new ConflictError(
      'UPCOMING_TRIP',
      'You have a trip coming up, so we still need to reach you. Cancel it from its trip page first, or call us.',
      undefined,
      { bookingIds: result.references },
    );
  }
  // The deletion took every session filed under the address (gsi2); this browser's cookie goes too.
  return json(200, { deleted: true, bookingsKept: result.bookingIds.length }, { cookies: [clearedPortalSessionCookie(config)] });
});
