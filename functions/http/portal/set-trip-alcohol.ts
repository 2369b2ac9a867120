import { alcoholRequestSchema } from '#domain/portal/manifest-schemas.ts';
import type { OrganiserManifestResponse } from '#domain/portal/manifest.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { setAlcoholOnBoard } from '../../app/portal/organiser-manifest.ts';
import { guestHandler } from '../../platform/auth/guest-handler.ts';
import * as routes from '../routes/portal.ts';
import { tripParams } from './manifest-params.ts';

/**
 * PUT /api/portal/trips/{id}/manifest/alcohol `{ alcoholOnBoard }`: the organiser of a private
 * cruise says whether alcohol is on board (with it, guests must be 21). 200; 404 another guest's
 * trip; 409 DISCO_IS_21_PLUS or BOOKING_ENDED.
 */
export const handler = guestHandler(routes.setPortalTripAlcohol, { params: tripParams, body: alcoholRequestSchema }, async ({ input, guest, config, now }) => {
  const response: OrganiserManifestResponse = {
    manifest: orRefuse(await setAlcoholOnBoard(config, input.params.id, guest.email, input.body.alcoholOnBoard, now)),
  };
  return json(200, response);
});
