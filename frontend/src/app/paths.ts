/**
 * The SPA's route paths that are not prerendered (the public pages in domain/site-pages.ts are).
 * The router renders them, and the local gateway (and the CloudFront viewer-request function) use
 * the same list to tell an app route (serve the app shell, 200) from an unknown path (the
 * not-found page with status 404). Patterns use `:param` and a final `*`.
 */
export const appPaths: readonly string[] = [
  // The quote builder and the quote pages (spec "Quote routes"); the redirects run in the SPA.
  '/chat',
  '/quote-builder',
  '/quote/*',
  // Sign-in and the back office (spec section 2).
  '/auth',
  '/admin/login',
  '/admin',
  '/dashboard',
  '/quotes',
  '/quotes/new',
  '/admin/quote-builder',
  '/quotes/:id',
  '/quotes/:id/edit',
  '/customers',
  '/customers/:email',
  '/partial-leads',
  '/admin/bookings',
  '/admin/bookings/:id',
  '/admin/inventory',
  '/admin/seo',
  '/settings',
  '/documentation',
];

function toRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const compiled = appPaths.map(toRegex);

export function isAppPath(pathname: string): boolean {
  return compiled.some((regex) => regex.test(pathname));
}
