import { invitationsRequestSchema } from '#domain/portal/manifest-schemas.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { inviteGuests } from '../../app/portal/organiser-manifest.ts';
import { guestHandler } from '../../platform/auth/guest-handler.ts';
import * as routes from '../routes/portal.ts';
import { tripParams } from './manifest-params.ts';

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
