/**
 * The SPA's route paths outside the page catalogue (the public pages in domain/site/site-pages.ts).
 * The router renders them, and the local gateway (and the CloudFront viewer-request function) use
 * the same list to tell an app route (status 200) from an unknown path (the not-found page with
 * status 404). An app route is served its prerendered page or shell when the build wrote one
 * (prerendered-app-routes.ts), else the app shell. Patterns use `:param` and a final `*`.
 */
export const appPaths: readonly string[] = [
  // The quote builder and the quote pages (spec "Quote routes"); the redirects run in the SPA.
  '/chat',
  // One form, then the booking step (spec: /book?package=&groupSize=&boat=&dayType=).
  '/book',
  '/quote-builder',
  '/quote/*',
  // A booking's share link, where friends pay their share (decision 021).
  '/pay/:token',
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
  // The customer portal (decision 022): sign-in by e-mail code, then the guest's own pages.
  '/portal',
  '/portal/login',
  '/portal/verify',
  '/portal/dashboard',
  // The portal's trip page, and moving or cancelling the trip (decision 024).
  '/portal/trips/:id',
  '/portal/trips/:id/move',
  '/portal/trips/:id/cancel',
  // The guest's profile and data (decision 025).
  '/portal/profile',
  // The group's manifest and waivers (issue 17, decision 023): the guests' signing page by the
  // group's link (private to it, never prerendered) and the staff's day of check-in lists.
  '/waiver/:token',
  '/admin/manifests',
  '/portal/trips/:id/guests',
  // The blog's back office (issue 19, decision 030); the public blog is prerendered under /blogs.
  '/admin/blogs',
  '/admin/blogs/posts',
  '/admin/blogs/posts/new',
  '/admin/blogs/posts/:id/edit',
  '/admin/blogs/categories',
  '/admin/blogs/categories/new',
  '/admin/blogs/categories/:id/edit',
  '/admin/blogs/tags',
  '/admin/blogs/tags/new',
  '/admin/blogs/tags/:id/edit',
  '/admin/blogs/authors',
  '/admin/blogs/authors/new',
  '/admin/blogs/authors/:id/edit',
  '/admin/blog-formatter',
  // Staff's e-mail templates and event projects (issue 18, decision 029).
  '/templates',
  '/projects',
  '/projects/new',
  '/projects/:id',
  // The media library (issue 19, decision 031).
  '/admin/media',
  // Add-ons and promo codes (issue 18, decision 027).
  '/products',
  '/discounts',
  // Content blocks (issue 19, decision 032): staff edit the pages' short copy; a living style guide.
  '/admin/content-blocks',
  '/demo-content',
  '/admin/faq-review',
  // Partners and their commission (issue 18, decision 028).
  '/affiliates',
  // The owner's business summary (issue 18, decision 028).
  '/admin/business-summary',
  // Prices and seasonal rules (issue 18, decision 026).
  '/admin/pricing',
  '/admin/pricing-rules',
];

/** A route pattern as a regular expression: `:param` is one segment, a final `*` anything; a trailing slash is allowed. */
export function pathPatternRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const compiled = appPaths.map(pathPatternRegex);

export function isAppPath(pathname: string): boolean {
  return compiled.some((regex) => regex.test(pathname));
}
