/**
 * The app's pages outside the public catalogue (domain/site/site-pages.ts), each registered here
 * once: its path, the frame it renders in, the page module under frontend/src/routes/ that draws
 * it and, for a back-office screen, the navigation section it belongs to. The router
 * (router.tsx), the list of app paths the local gateway and CloudFront route (paths.ts) and the
 * back office's navigation (admin-navigation.ts) are all read from this list (decision 044).
 * Pure data: the gateway and the CDK app read it without React.
 */

/** The layout a page renders in: it decides the header, the footer and who may see the page. */
export type AppFrame =
  /** The marketing header and footer: guests' pages. */
  | 'site'
  /** The staff's plain sign-in frame. */
  | 'staff-sign-in'
  /** The back office, for a signed-in admin only. */
  | 'admin'
  /** The portal's plain sign-in frame. */
  | 'portal-sign-in'
  /** The signed-in portal, for a guest with a portal session only. */
  | 'portal';

/** The back office's navigation sections, in the order the navigation lists them. */
export const ADMIN_SECTIONS = [
  'Dashboard',
  'Business summary',
  'Quotes',
  'New quote',
  'Projects',
  'Bookings',
  'Manifests',
  'Inventory',
  'Customers',
  'Partial leads',
  'Partners',
  'Products',
  'Discounts',
  'Prices',
  'Pricing rules',
  'E-mail templates',
  'Blog',
  'Media',
  'Content blocks',
  'FAQ review',
  'SEO',
  'Demo content',
  'Settings',
  'Documentation',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export interface AppPage {
  /** The route pattern: `:param` is one segment. */
  readonly path: string;
  readonly frame: AppFrame;
  /** The module under frontend/src/routes/ whose default export renders the page; or a redirect to /chat (old quote links). */
  readonly page: string | { readonly redirect: '/chat' };
  /** The back-office section the page is part of (its item stays marked on it). */
  readonly section?: AdminSection;
}

const blogTermPages = (['categories', 'tags', 'authors'] as const).flatMap((kind): AppPage[] => [
  { path: `/admin/blogs/${kind}`, frame: 'admin', page: 'admin/blog/terms.tsx', section: 'Blog' },
  { path: `/admin/blogs/${kind}/new`, frame: 'admin', page: 'admin/blog/terms.tsx', section: 'Blog' },
  { path: `/admin/blogs/${kind}/:id/edit`, frame: 'admin', page: 'admin/blog/terms.tsx', section: 'Blog' },
]);

export const APP_PAGES: readonly AppPage[] = [
  // The quote builder and the quote pages (spec "Quote routes"); old quote links go to /chat.
  { path: '/chat', frame: 'site', page: 'chat.tsx' },
  // One form, then the booking step (spec: /book?package=&groupSize=&boat=&dayType=): read from its query, so rendered in the browser only.
  { path: '/book', frame: 'site', page: 'book.tsx' },
  { path: '/quote-builder', frame: 'site', page: { redirect: '/chat' } },
  { path: '/quote/id/:id', frame: 'site', page: { redirect: '/chat' } },
  // A token opens the quote page; a legacy id (short, no dot) redirects to /chat there.
  { path: '/quote/:token', frame: 'site', page: 'quote.tsx' },
  // A booking's share link (decision 021) and the group's waiver link (decision 023): private to
  // the link, so rendered in the browser only, never prerendered.
  { path: '/pay/:token', frame: 'site', page: 'pay.tsx' },
  { path: '/waiver/:token', frame: 'site', page: 'waiver.tsx' },
  // Sign-in (spec section 2): the two paths show the same page, /admin/login in the staff's plain frame.
  { path: '/auth', frame: 'site', page: 'login.tsx' },
  { path: '/admin/login', frame: 'staff-sign-in', page: 'login.tsx' },

  // The back office (spec section 2).
  { path: '/admin', frame: 'admin', page: 'admin/dashboard.tsx', section: 'Dashboard' },
  { path: '/dashboard', frame: 'admin', page: 'admin/dashboard.tsx', section: 'Dashboard' },
  // The owner's business summary (issue 18, decision 028); its charts load with it, never on a public page.
  { path: '/admin/business-summary', frame: 'admin', page: 'admin/business-summary.tsx', section: 'Business summary' },
  { path: '/quotes', frame: 'admin', page: 'admin/quotes.tsx', section: 'Quotes' },
  { path: '/quotes/new', frame: 'admin', page: 'admin/quote-editor.tsx', section: 'New quote' },
  { path: '/admin/quote-builder', frame: 'admin', page: 'admin/quote-editor.tsx', section: 'New quote' },
  { path: '/quotes/:id', frame: 'admin', page: 'admin/quote-detail.tsx', section: 'Quotes' },
  { path: '/quotes/:id/edit', frame: 'admin', page: 'admin/quote-editor.tsx', section: 'Quotes' },
  // Event projects (issue 18, decision 029).
  { path: '/projects', frame: 'admin', page: 'admin/projects.tsx', section: 'Projects' },
  { path: '/projects/new', frame: 'admin', page: 'admin/project-detail.tsx', section: 'Projects' },
  { path: '/projects/:id', frame: 'admin', page: 'admin/project-detail.tsx', section: 'Projects' },
  { path: '/admin/bookings', frame: 'admin', page: 'admin/bookings.tsx', section: 'Bookings' },
  { path: '/admin/bookings/:id', frame: 'admin', page: 'admin/booking-detail.tsx', section: 'Bookings' },
  // The group's manifest and waivers (decision 023): a day's check-in lists.
  { path: '/admin/manifests', frame: 'admin', page: 'admin/manifests.tsx', section: 'Manifests' },
  { path: '/admin/inventory', frame: 'admin', page: 'admin/inventory.tsx', section: 'Inventory' },
  { path: '/customers', frame: 'admin', page: 'admin/customers.tsx', section: 'Customers' },
  { path: '/customers/:email', frame: 'admin', page: 'admin/customer-detail.tsx', section: 'Customers' },
  { path: '/partial-leads', frame: 'admin', page: 'admin/partial-leads.tsx', section: 'Partial leads' },
  // Partners and their commission (issue 18, decision 028).
  { path: '/affiliates', frame: 'admin', page: 'admin/partners.tsx', section: 'Partners' },
  // Add-ons and promo codes (issue 18, decision 027).
  { path: '/products', frame: 'admin', page: 'admin/products.tsx', section: 'Products' },
  { path: '/discounts', frame: 'admin', page: 'admin/discounts.tsx', section: 'Discounts' },
  // Prices and seasonal rules (issue 18, decision 026).
  { path: '/admin/pricing', frame: 'admin', page: 'admin/pricing.tsx', section: 'Prices' },
  { path: '/admin/pricing-rules', frame: 'admin', page: 'admin/pricing-rules.tsx', section: 'Pricing rules' },
  // Staff's e-mail templates (issue 18, decision 029).
  { path: '/templates', frame: 'admin', page: 'admin/templates.tsx', section: 'E-mail templates' },
  // The blog (issue 19, decision 030): posts, their terms (one screen for categories, tags and authors) and the paste formatter.
  { path: '/admin/blogs', frame: 'admin', page: 'admin/blog/posts.tsx', section: 'Blog' },
  { path: '/admin/blogs/posts', frame: 'admin', page: 'admin/blog/posts.tsx', section: 'Blog' },
  { path: '/admin/blogs/posts/new', frame: 'admin', page: 'admin/blog/post-editor.tsx', section: 'Blog' },
  { path: '/admin/blogs/posts/:id/edit', frame: 'admin', page: 'admin/blog/post-editor.tsx', section: 'Blog' },
  ...blogTermPages,
  { path: '/admin/blog-formatter', frame: 'admin', page: 'admin/blog-formatter.tsx', section: 'Blog' },
  // The media library (issue 19, decision 031).
  { path: '/admin/media', frame: 'admin', page: 'admin/media.tsx', section: 'Media' },
  // Content blocks (issue 19, decision 032): the pages' short copy, the FAQ's review and a living style guide.
  { path: '/admin/content-blocks', frame: 'admin', page: 'admin/content-blocks.tsx', section: 'Content blocks' },
  { path: '/admin/faq-review', frame: 'admin', page: 'admin/faq-review.tsx', section: 'FAQ review' },
  { path: '/admin/seo', frame: 'admin', page: 'admin/seo.tsx', section: 'SEO' },
  { path: '/demo-content', frame: 'admin', page: 'admin/demo-content.tsx', section: 'Demo content' },
  { path: '/settings', frame: 'admin', page: 'admin/settings.tsx', section: 'Settings' },
  { path: '/documentation', frame: 'admin', page: 'admin/documentation.tsx', section: 'Documentation' },

  // The customer portal (decision 022): sign-in by e-mail code, then the guest's own pages.
  { path: '/portal', frame: 'portal-sign-in', page: 'portal/login.tsx' },
  { path: '/portal/login', frame: 'portal-sign-in', page: 'portal/login.tsx' },
  { path: '/portal/verify', frame: 'portal-sign-in', page: 'portal/verify.tsx' },
  { path: '/portal/dashboard', frame: 'portal', page: 'portal/dashboard.tsx' },
  // The guest's trip page, and moving or cancelling the trip (decision 024).
  { path: '/portal/trips/:id', frame: 'portal', page: 'portal/trip.tsx' },
  { path: '/portal/trips/:id/move', frame: 'portal', page: 'portal/trip-move.tsx' },
  { path: '/portal/trips/:id/cancel', frame: 'portal', page: 'portal/trip-cancel.tsx' },
  // The organiser's guest list and waivers (decision 023).
  { path: '/portal/trips/:id/guests', frame: 'portal', page: 'portal/trip-guests.tsx' },
  // The guest's profile and data (decision 025).
  { path: '/portal/profile', frame: 'portal', page: 'portal/profile.tsx' },
];
