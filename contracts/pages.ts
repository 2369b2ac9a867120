import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { CREW, OFFICE, OWNER_ONLY, type StaffRole } from '#domain/people/staff-roles.ts';

/**
 * Every page a visitor can open, declared here (decision 050). The public marketing pages are
 * the catalogue in domain/site/site-pages.ts (titles, SEO, sitemap: domain/ reads it, and domain/
 * may not import contracts/); their paths are `sitePagePaths`. The app's other pages are
 * `appPages`: each one's path, the frame it renders in and, for a back-office screen, its
 * navigation section. The frontend's registry (frontend/src/app/app-pages.ts) adds the module
 * that draws each page; the router, the app paths the local gateway and CloudFront answer and
 * the back office's navigation are built from it (decision 044).
 */

/** The public catalogue's paths, in its order. */
export const sitePagePaths: readonly string[] = /* @__PURE__ */ SITE_PAGES.map((page) => page.path);

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
  'Agent chat',
  'AI assistant',
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
  'Guest reviews',
  'SEO',
  'Demo content',
  'Settings',
  'Team',
  'Documentation',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * Who each section is for (decision 075): the navigation lists a member of staff only their role's
 * sections, and a page of another opens as "Not part of your role". The routes the sections call
 * name the same roles (contracts/routes/*-staff.ts), so a screen never shows what its API refuses.
 */
export const ADMIN_SECTION_ROLES: Readonly<Record<AdminSection, readonly StaffRole[]>> = {
  Dashboard: OFFICE,
  'Business summary': OWNER_ONLY,
  Quotes: OFFICE,
  'New quote': OFFICE,
  Projects: OFFICE,
  Bookings: OFFICE,
  Manifests: CREW,
  Inventory: OFFICE,
  Customers: OFFICE,
  'Partial leads': OFFICE,
  'Agent chat': OFFICE,
  // Staff's assistant (decision 079): the office's questions; the money collected is answered to the owner alone.
  'AI assistant': OFFICE,
  Partners: OWNER_ONLY,
  Products: OWNER_ONLY,
  Discounts: OWNER_ONLY,
  Prices: OWNER_ONLY,
  'Pricing rules': OWNER_ONLY,
  'E-mail templates': OFFICE,
  Blog: OFFICE,
  Media: OFFICE,
  'Content blocks': OFFICE,
  'FAQ review': OFFICE,
  // Guests' reviews (decision 077): content, approved by the office as the FAQ is edited.
  'Guest reviews': OFFICE,
  SEO: OFFICE,
  'Demo content': OWNER_ONLY,
  Settings: OWNER_ONLY,
  Team: OWNER_ONLY,
  Documentation: CREW,
};

export interface AppPageContract {
  /** The route pattern: `:param` is one segment. */
  readonly path: `/${string}`;
  readonly frame: AppFrame;
  /** The back-office section the page is part of (its item stays marked on it). */
  readonly section?: AdminSection;
}

const blogTermPages = (['categories', 'tags', 'authors'] as const).flatMap(
  (kind) =>
    [
      { path: `/admin/blogs/${kind}`, frame: 'admin', section: 'Blog' },
      { path: `/admin/blogs/${kind}/new`, frame: 'admin', section: 'Blog' },
      { path: `/admin/blogs/${kind}/:id/edit`, frame: 'admin', section: 'Blog' },
    ] as const,
);

export const appPages = [
  // The quote builder and the quote pages (spec "Quote routes"); old quote links go to /chat.
  { path: '/chat', frame: 'site' },
  // One form, then the booking step (spec: /book?package=&groupSize=&boat=&dayType=): read from its query, so rendered in the browser only.
  { path: '/book', frame: 'site' },
  { path: '/quote-builder', frame: 'site' },
  { path: '/quote/id/:id', frame: 'site' },
  // A token opens the quote page; a legacy id (short, no dot) redirects to /chat there.
  { path: '/quote/:token', frame: 'site' },
  // A booking's share link (decision 021) and the group's waiver link (decision 023): private to
  // the link, so rendered in the browser only, never prerendered.
  { path: '/pay/:token', frame: 'site' },
  { path: '/waiver/:token', frame: 'site' },
  // Sign-in (spec section 2): the two paths show the same page, /admin/login in the staff's plain frame.
  { path: '/auth', frame: 'site' },
  { path: '/admin/login', frame: 'staff-sign-in' },
  // A teammate's invitation (decision 075): choose a password, then the back office.
  { path: '/admin/join/:token', frame: 'staff-sign-in' },

  // The back office (spec section 2).
  { path: '/admin', frame: 'admin', section: 'Dashboard' },
  { path: '/dashboard', frame: 'admin', section: 'Dashboard' },
  // The owner's business summary (issue 18, decision 028); its charts load with it, never on a public page.
  { path: '/admin/business-summary', frame: 'admin', section: 'Business summary' },
  { path: '/quotes', frame: 'admin', section: 'Quotes' },
  { path: '/quotes/new', frame: 'admin', section: 'New quote' },
  { path: '/admin/quote-builder', frame: 'admin', section: 'New quote' },
  { path: '/quotes/:id', frame: 'admin', section: 'Quotes' },
  { path: '/quotes/:id/edit', frame: 'admin', section: 'Quotes' },
  // Event projects (issue 18, decision 029).
  { path: '/projects', frame: 'admin', section: 'Projects' },
  { path: '/projects/new', frame: 'admin', section: 'Projects' },
  { path: '/projects/:id', frame: 'admin', section: 'Projects' },
  { path: '/admin/bookings', frame: 'admin', section: 'Bookings' },
  { path: '/admin/bookings/:id', frame: 'admin', section: 'Bookings' },
  // The group's manifest and waivers (decision 023): a day's check-in lists.
  { path: '/admin/manifests', frame: 'admin', section: 'Manifests' },
  { path: '/admin/inventory', frame: 'admin', section: 'Inventory' },
  { path: '/customers', frame: 'admin', section: 'Customers' },
  { path: '/customers/:email', frame: 'admin', section: 'Customers' },
  { path: '/partial-leads', frame: 'admin', section: 'Partial leads' },
  // Every guest conversation with the chat agent; staff take one over and reply (issue 30, decision 072).
  { path: '/admin/agent-chat', frame: 'admin', section: 'Agent chat' },
  // Staff ask about guests, quotes, balances and money; answers cite their records (issue 30, decision 079).
  { path: '/admin/ai-assistant', frame: 'admin', section: 'AI assistant' },
  // Partners and their commission (issue 18, decision 028).
  { path: '/affiliates', frame: 'admin', section: 'Partners' },
  // Add-ons and promo codes (issue 18, decision 027).
  { path: '/products', frame: 'admin', section: 'Products' },
  { path: '/discounts', frame: 'admin', section: 'Discounts' },
  // Prices and seasonal rules (issue 18, decision 026).
  { path: '/admin/pricing', frame: 'admin', section: 'Prices' },
  { path: '/admin/pricing-rules', frame: 'admin', section: 'Pricing rules' },
  // Staff's e-mail templates (issue 18, decision 029).
  { path: '/templates', frame: 'admin', section: 'E-mail templates' },
  // The blog (issue 19, decision 030): posts, their terms (one screen for categories, tags and authors) and the paste formatter.
  { path: '/admin/blogs', frame: 'admin', section: 'Blog' },
  { path: '/admin/blogs/posts', frame: 'admin', section: 'Blog' },
  { path: '/admin/blogs/posts/new', frame: 'admin', section: 'Blog' },
  { path: '/admin/blogs/posts/:id/edit', frame: 'admin', section: 'Blog' },
  ...blogTermPages,
  { path: '/admin/blog-formatter', frame: 'admin', section: 'Blog' },
  // The media library (issue 19, decision 031).
  { path: '/admin/media', frame: 'admin', section: 'Media' },
  // Content blocks (issue 19, decision 032): the pages' short copy, the FAQ's review and a living style guide.
  { path: '/admin/content-blocks', frame: 'admin', section: 'Content blocks' },
  { path: '/admin/faq-review', frame: 'admin', section: 'FAQ review' },
  // Guests' reviews from /testimonials-faq, approved before they show (issue 29, decision 077).
  { path: '/admin/reviews', frame: 'admin', section: 'Guest reviews' },
  { path: '/admin/seo', frame: 'admin', section: 'SEO' },
  { path: '/demo-content', frame: 'admin', section: 'Demo content' },
  { path: '/settings', frame: 'admin', section: 'Settings' },
  { path: '/admin/team', frame: 'admin', section: 'Team' },
  { path: '/documentation', frame: 'admin', section: 'Documentation' },

  // The customer portal (decision 022): sign-in by e-mail code, then the guest's own pages.
  { path: '/portal', frame: 'portal-sign-in' },
  { path: '/portal/login', frame: 'portal-sign-in' },
  { path: '/portal/verify', frame: 'portal-sign-in' },
  { path: '/portal/dashboard', frame: 'portal' },
  // The guest's trip page, and moving or cancelling the trip (decision 024).
  { path: '/portal/trips/:id', frame: 'portal' },
  { path: '/portal/trips/:id/move', frame: 'portal' },
  { path: '/portal/trips/:id/cancel', frame: 'portal' },
  // The organiser's guest list and waivers (decision 023).
  { path: '/portal/trips/:id/guests', frame: 'portal' },
  // The guest's profile and data (decision 025).
  { path: '/portal/profile', frame: 'portal' },
] as const satisfies readonly AppPageContract[];

/** An app page's path, as the frontend's registry keys the module that draws it. */
export type AppPagePath = (typeof appPages)[number]['path'];

/** A back-office address under /admin/ that stands for a screen whose own address is outside it. */
export interface BackOfficeAlias {
  /** `/admin` and the screen's path: `:param` segments carry over as they are. */
  readonly path: `/admin/${string}`;
  /** The screen's own path. */
  readonly to: AppPagePath;
  readonly section: AdminSection;
}

/**
 * The spec gives some back-office screens addresses outside /admin/ (/dashboard, /quotes,
 * /templates, /settings...), and staff guess them under the prefix the rest share (a fresh look
 * found /admin/settings and /admin/templates answering the back office's 404, issue 31). Each such
 * screen answers under /admin/ too, redirecting to its own address with the query kept (the
 * router). Derived from appPages, so a screen added outside /admin/ has its alias without a second
 * list; the paths the gateway and CloudFront answer include them (frontend/src/app/paths.ts).
 */
export const backOfficeAliases: readonly BackOfficeAlias[] = /* @__PURE__ */ appPages.flatMap((page): BackOfficeAlias[] =>
  page.frame === 'admin' && page.path !== '/admin' && !page.path.startsWith('/admin/')
    ? [{ path: `/admin${page.path}`, to: page.path, section: page.section }]
    : [],
);

/** The screen a back-office alias stands for: `/admin` taken off the front (so its `:param` values and trailing slash carry over). */
export function backOfficeAliasTarget(pathname: string): string {
  return pathname.replace(/^\/admin(?=\/)/, '');
}
