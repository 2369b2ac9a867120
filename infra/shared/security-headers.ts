import { isEmbedPath } from './site-files.ts';

/**
 * Response security headers, defined once: the CloudFront response headers policies and the local
 * gateway send the same values. Styles allow 'unsafe-inline' because React's style attributes
 * need it; scripts do not (the build emits no inline scripts; prerendered JSON-LD is data, not script).
 */
function policy(frameAncestors: string, connectSources: readonly string[] = ["'self'"]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Every page but the embeds: nobody may frame it (clickjacking). */
export const contentSecurityPolicy = policy("'none'");

/**
 * The embeds (`/embed/*`): any HTTPS site may frame them, since partners (hotels, planners) are
 * not known in advance, and so may our own pages ('self': the home page frames the quote builder,
 * and locally that is plain http on 127.0.0.1). Plain-http partner pages are refused: anyone on
 * the network path could rewrite such a page around a form where guests type their e-mail and
 * phone. Framing by our own pages needs no separate rule: default-src 'self' covers frame-src.
 */
export const embedContentSecurityPolicy = policy("'self' https:");

export const securityHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * The same headers for the embeds, without X-Frame-Options: it has no value that allows other
 * sites (ALLOW-FROM is obsolete and names one origin), and browsers that know frame-ancestors
 * ignore it anyway, while older ones would refuse the frame.
 */
const { 'x-frame-options': _denyFraming, ...framable } = securityHeaders;
export const embedSecurityHeaders = { ...framable, 'content-security-policy': embedContentSecurityPolicy } as const;

/**
 * The back office in AWS (/admin*, decision 031): the media library's browser posts photos
 * straight to the uploads bucket's own endpoint, so that origin joins 'self' for connections; the
 * public pages keep 'self' alone. Locally the gateway relays uploads, so /admin needs nothing more.
 */
export function backOfficeSecurityHeaders(uploadOrigin: string): Readonly<Record<string, string>> {
  return { ...securityHeaders, 'content-security-policy': policy("'none'", ["'self'", uploadOrigin]) };
}

/** The header set a site path is answered with. */
export function securityHeadersFor(pathname: string): Readonly<Record<string, string>> {
  return isEmbedPath(pathname) ? embedSecurityHeaders : securityHeaders;
}
