import { portalCodeRequestSchema } from '#domain/portal/sign-in-schemas.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { requestSourceIp } from '../../platform/http/client-address.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { portalChallengeCookie } from '../../platform/auth/portal-cookies.ts';
import { requestPortalCode } from '../../app/portal/portal-sign-in.ts';
import * as routes from '../routes/portal.ts';

/**
 * POST /api/portal/code `{ email }`: 202, always the same answer, with this browser's challenge in
 * an HttpOnly cookie. A guest with bookings or quotes (within the e-mail's limits) is e-mailed a
 * code and a link; anyone else is e-mailed nothing, and the answer does not say which (decision 022).
 */
export const handler = httpHandler(routes.requestPortalCode, { body: portalCodeRequestSchema }, async ({ input, event, config, now }) => {
  const { challengeId, expiresInSeconds } = await requestPortalCode(config, { email: normaliseEmail(input.body.email), sourceIp: requestSourceIp(event), now });
  return json(202, { expiresInSeconds }, { cookies: [portalChallengeCookie(config, challengeId, expiresInSeconds)] });
});
