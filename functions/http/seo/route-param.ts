import * as z from 'zod';
import { seoRouteSchema } from '#domain/seo.ts';

/**
 * The `{route+}` parameter as a site path. Clients send `encodeURIComponent(path)`
 * (`%2Fatx-disco-cruise`) or the bare path (`atx-disco-cruise`, `blog/post`); the gateway has
 * decoded the parameter once by now. Anything still percent-encoded was encoded twice (which
 * HTTP APIs are seen to decode fully) and is decoded once more; malformed encoding fails. The
 * leading slash is optional and repeated leading slashes collapse into one, since an encoded
 * path may reach us as `/api/seo/meta//x`. Shared by the public SEO route and the admin editor's.
 */
export const seoRouteParam = z
  .string()
  .max(1000)
  .transform((value, ctx) => {
    let decoded = value;
    if (value.includes('%')) {
      try {
        decoded = decodeURIComponent(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The route is not correctly URL-encoded.' });
        return z.NEVER;
      }
    }
    return `/${decoded.replace(/^\/+/, '')}`;
  })
  .pipe(seoRouteSchema);
