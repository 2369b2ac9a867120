import * as z from '#domain/shared/zod.ts';
import { requestSourceIp } from '../../platform/http/client-address.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { clearedPortalChallengeCookie, portalChallengeCookieName, portalSessionCookie, readPortalCookie } from '../../platform/auth/portal-cookies.ts';
import { PORTAL_CODE_PATTERN } from '../../app/portal/portal-codes.ts';
import { verifyPortalCode, verifyPortalLink, type VerifyOutcome } from '../../app/portal/portal-sign-in.ts';
import * as routes from '../routes/portal.ts';

const body = z.union([
  z.strictObject({ code: z.string().check(z.regex(PORTAL_CODE_PATTERN, 'Enter the 6-digit code from the e-mail.')) }),
  z.strictObject({ link: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in link is not complete.')) }),
]);

const expired = (what: 'code' | 'link') =>
  new HttpError(
    401,
    what === 'code' ? 'CODE_EXPIRED' : 'LINK_EXPIRED',
    what === 'code'
      ? 'This code has expired or can no longer be used. Ask for a new code.'
      : 'This sign-in link has expired or was already used. Ask for a new code.',
  );

/**
 * POST /api/portal/session `{ code }` (with the challenge cookie of the browser that asked for it)
 * or `{ link }` (the e-mailed link's token, any browser): opens a portal session in the
 * `__Host-portal` cookie and answers `{ guest: { email } }` (decision 022). A wrong code is 401
 * CODE_INVALID with the tries left; an expired, used or spent one is 401 CODE_EXPIRED.
 */
export const handler = httpHandler(routes.startPortalSession, { body }, async ({ input, event, config, now }) => {
  const context = { sourceIp: requestSourceIp(event), now };
  const cleared = [clearedPortalChallengeCookie(config)];
  const method = 'code' in input.body ? 'code' : 'link';
  const challengeId = readPortalCookie(event.cookies, portalChallengeCookieName(config));
  const outcome: VerifyOutcome =
    'code' in input.body
      ? challengeId
        ? await verifyPortalCode(config, challengeId, input.body.code, context)
        : { outcome: 'expired' }
      : await verifyPortalLink(config, input.body.link, context);
  switch (outcome.outcome) {
    case 'signed-in':
      return json(200, { guest: { email: outcome.email } }, { cookies: [portalSessionCookie(config, outcome.sessionToken), ...cleared] });
    case 'wrong-code': {
      if (outcome.triesLeft === 0) throw expired('code');
      const error = new HttpError(
        401,
        'CODE_INVALID',
        `That code is not right. ${outcome.triesLeft === 1 ? 'One try left' : `${outcome.triesLeft} tries left`}.`,
      );
      error.details = { triesLeft: outcome.triesLeft };
      throw error;
    }
    case 'expired':
      throw expired(method);
  }
});
