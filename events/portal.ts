import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

// Customer portal events (source `cruises.portal`, decision 022).

/**
 * A guest with bookings or quotes asked for a portal sign-in code, and one was made. It carries
 * the code and the link token because the e-mail consumer must write them into the e-mail; both
 * work once, for 10 minutes, and the audit log keeps this event without them
 * (`withoutPortalSecrets`). Requests for e-mails we do not know, or over the e-mail's limit, make
 * no code and announce nothing.
 */
export const PortalCodeRequested = defineEvent({
  source: 'cruises.portal',
  detailType: 'PortalCodeRequested',
  version: 1,
  data: () =>
    z.object({
      /** Normalised (trimmed, lower-case). */
      email: z.email(),
      code: z.string().check(z.regex(/^\d{6}$/)),
      /** The link's secret: `/portal/verify?link=<this>`. */
      linkToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  sample: {
    email: 'jordan.rivera@example.com',
    code: '048213',
    linkToken: 'mZ3kQ9vX1bT7cW2yR5nP8sL4hJ6gF0dA3eU1iO9qK2w',
    expiresAt: '2026-11-22T12:10:00.000Z',
  },
});

export const PORTAL_SIGN_IN_METHODS = ['code', 'link'] as const;

/** A guest signed in to the portal with an e-mailed code or link, and got a portal session. */
export const GuestSignedIn = defineEvent({
  source: 'cruises.portal',
  detailType: 'GuestSignedIn',
  version: 1,
  data: () =>
    z.object({
      email: z.email(),
      method: z.enum(PORTAL_SIGN_IN_METHODS),
      /** The caller's address as API Gateway saw it, for staff looking into a sign-in. */
      sourceIp: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
  sample: { email: 'jordan.rivera@example.com', method: 'code', sourceIp: '198.51.100.23' },
});

/** What of an event's data the audit log may keep: a portal code request without its code and link. */
export function withoutPortalSecrets(detailType: string, data: unknown): unknown {
  if (detailType !== PortalCodeRequested.detailType || typeof data !== 'object' || data === null) return data;
  const { code: _code, linkToken: _linkToken, ...rest } = data as Record<string, unknown>;
  return rest;
}
