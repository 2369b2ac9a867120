import * as z from '#domain/shared/zod.ts';
import { seoRouteSchema } from '#domain/content/seo.ts';

/**
 * The `{route+}` parameter as a site path. Clients send `encodeURIComponent(path)`
 * (`%2Fatx-disco-cruise`) or the bare path (`atx-disco-cruise`, `blog/post`); the gateway has
 * decoded the parameter once by now. Anything still percent-encoded was encoded twice (which
 * HTTP APIs are seen to decode fully) and is decoded once more; malformed encoding fails. The
 * leading slash is optional and repeated leading slashes collapse into one, since an encoded
 * path may reach us as `/api/seo/meta//x`. Shared by the public SEO route and the admin editor's.
 */
const decodedOnce = z.transform((value: string, ctx) => {
  let decoded = value;
  if (value.includes('%')) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'The route is not correctly URL-encoded.', input: value });
      return z.NEVER;
    }
  }
  return `/${decoded.replace(/^\/+/, '')}`;
});

export const seoRouteParam = z.pipe(z.pipe(z.string().check(z.maxLength(1000)), decodedOnce), seoRouteSchema);
