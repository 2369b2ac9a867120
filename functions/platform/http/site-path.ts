import * as z from '#domain/shared/zod.ts';

export const SITE_PATH_MAX_LENGTH = 300;

/**
 * A path on our own site as a browser reports it (`location.pathname`): starts with one `/`,
 * URL-safe characters only, so no query string, fragment, scheme or host (`//evil.example`)
 * gets stored. A trailing slash is dropped so `/faq/` and `/faq` count as one page.
 */
export const sitePathSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(SITE_PATH_MAX_LENGTH, { message: `Keep the path under ${SITE_PATH_MAX_LENGTH} characters.` }),
      z.regex(/^\/(?!\/)[A-Za-z0-9\-._~/]*$/, { message: 'A path is a site path such as /atx-disco-cruise, without a query string.' }),
    ),
  z.transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path)),
);
