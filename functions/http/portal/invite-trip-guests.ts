import { invitationsRequestSchema } from '#domain/portal/manifest-schemas.ts';
import { orRefuse } from '../../shared/http/refusal.ts';
import { json } from '../../shared/http/response.ts';
import { inviteGuests } from '../../shared/manifest/organiser-manifest.ts';
import { guestHandler } from '../../shared/portal/guest-handler.ts';
import { routes } from '../routes.ts';
import { tripParams } from './get-trip-manifest.ts';

/**
 * POST /api/portal/trips/{id}/manifest/invitations `{ emails }`: invites each address once (an
 * e-mail with the waiver link, through GuestInvited). 200 InvitationsResponse; 400 bad input;
 * 404 another guest's trip; 409 BOOKING_ENDED.
 */
export const handler = guestHandler(
  routes.invitePortalTripGuests,
  { params: tripParams, body: invitationsRequestSchema },
  async ({ input, guest, config, now }) => json(200, orRefuse(await inviteGuests(config, input.params.id, guest.email, input.body.emails, now))),
);
