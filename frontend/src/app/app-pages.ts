import { appPages, backOfficeAliases, type AppFrame, type AppPagePath, type AdminSection, type BackOfficeAlias } from '#contracts/pages.ts';

/**
 * The app's pages outside the public catalogue (domain/site/site-pages.ts), each declared once in
 * contracts/pages.ts (its path, frame and section, decision 050); this registry adds the page
 * module under frontend/src/routes/ that draws it. The router (router.tsx), the list of app paths
 * the local gateway and CloudFront route (paths.ts) and the back office's navigation
 * (admin-navigation.ts) are all read from this list (decision 044).
 * Pure data: the gateway and the CDK app read it without React.
 */

export { ADMIN_SECTION_ROLES, ADMIN_SECTIONS, type AdminSection, type AppFrame } from '#contracts/pages.ts';

/**
 * The module under frontend/src/routes/ whose default export renders the page; or a redirect to
 * /chat (old quote links); or a back-office alias, which redirects to the screen it stands for.
 */
type PageModule = string | { readonly redirect: '/chat' } | { readonly alias: AppPagePath };

export interface AppPage {
  /** The route pattern: `:param` is one segment. */
  readonly path: AppPagePath | BackOfficeAlias['path'];
  readonly frame: AppFrame;
  readonly page: PageModule;
  /** The back-office section the page is part of (its item stays marked on it). */
  readonly section?: AdminSection;
}

// One module per page the contract declares: the type checker refuses a page without one.
const PAGE_MODULES: Readonly<Record<AppPagePath, PageModule>> = {
  '/chat': 'chat.tsx',
  '/book': 'book.tsx',
  '/quote-builder': { redirect: '/chat' },
  '/quote/id/:id': { redirect: '/chat' },
  '/quote/:token': 'quote.tsx',
  '/pay/:token': 'pay.tsx',
  '/waiver/:token': 'waiver.tsx',
  '/auth': 'login.tsx',
  '/admin/login': 'login.tsx',
  '/admin/join/:token': 'admin-join.tsx',

  '/admin': 'admin/dashboard.tsx',
  '/dashboard': 'admin/dashboard.tsx',
  '/admin/business-summary': 'admin/business-summary.tsx',
  '/quotes': 'admin/quotes.tsx',
  '/quotes/new': 'admin/quote-editor.tsx',
  '/admin/quote-builder': 'admin/quote-editor.tsx',
  '/quotes/:id': 'admin/quote-detail.tsx',
  '/quotes/:id/edit': 'admin/quote-editor.tsx',
  '/projects': 'admin/projects.tsx',
  '/projects/new': 'admin/project-detail.tsx',
  '/projects/:id': 'admin/project-detail.tsx',
  '/admin/bookings': 'admin/bookings.tsx',
  '/admin/bookings/:id': 'admin/booking-detail.tsx',
  '/admin/manifests': 'admin/manifests.tsx',
  '/admin/inventory': 'admin/inventory.tsx',
  '/customers': 'admin/customers.tsx',
  '/customers/:email': 'admin/customer-detail.tsx',
  '/partial-leads': 'admin/partial-leads.tsx',
  '/admin/agent-chat': 'admin/agent-chat.tsx',
  '/admin/ai-assistant': 'admin/ai-assistant.tsx',
  '/affiliates': 'admin/partners.tsx',
  '/products': 'admin/products.tsx',
  '/discounts': 'admin/discounts.tsx',
  '/admin/pricing': 'admin/pricing.tsx',
  '/admin/pricing-rules': 'admin/pricing-rules.tsx',
  '/templates': 'admin/templates.tsx',
  '/admin/blogs': 'admin/blog/posts.tsx',
  '/admin/blogs/posts': 'admin/blog/posts.tsx',
  '/admin/blogs/posts/new': 'admin/blog/post-editor.tsx',
  '/admin/blogs/posts/:id/edit': 'admin/blog/post-editor.tsx',
  '/admin/blogs/categories': 'admin/blog/terms.tsx',
  '/admin/blogs/categories/new': 'admin/blog/terms.tsx',
  '/admin/blogs/categories/:id/edit': 'admin/blog/terms.tsx',
  '/admin/blogs/tags': 'admin/blog/terms.tsx',
  '/admin/blogs/tags/new': 'admin/blog/terms.tsx',
  '/admin/blogs/tags/:id/edit': 'admin/blog/terms.tsx',
  '/admin/blogs/authors': 'admin/blog/terms.tsx',
  '/admin/blogs/authors/new': 'admin/blog/terms.tsx',
  '/admin/blogs/authors/:id/edit': 'admin/blog/terms.tsx',
  '/admin/blog-formatter': 'admin/blog-formatter.tsx',
  '/admin/media': 'admin/media.tsx',
  '/admin/content-blocks': 'admin/content-blocks.tsx',
  '/admin/faq-review': 'admin/faq-review.tsx',
  '/admin/reviews': 'admin/reviews.tsx',
  '/admin/seo': 'admin/seo.tsx',
  '/demo-content': 'admin/demo-content.tsx',
  '/settings': 'admin/settings.tsx',
  '/admin/team': 'admin/team.tsx',
  '/documentation': 'admin/documentation.tsx',

  '/portal': 'portal/login.tsx',
  '/portal/login': 'portal/login.tsx',
  '/portal/verify': 'portal/verify.tsx',
  '/portal/dashboard': 'portal/dashboard.tsx',
  '/portal/trips/:id': 'portal/trip.tsx',
  '/portal/trips/:id/move': 'portal/trip-move.tsx',
  '/portal/trips/:id/cancel': 'portal/trip-cancel.tsx',
  '/portal/trips/:id/guests': 'portal/trip-guests.tsx',
  '/portal/profile': 'portal/profile.tsx',
};

export const APP_PAGES: readonly AppPage[] = [
  ...appPages.map((page) => ({ ...page, page: PAGE_MODULES[page.path] })),
  // Staff's guesses under /admin/ at screens that live outside it (contracts/pages.ts).
  ...backOfficeAliases.map((alias): AppPage => ({ path: alias.path, frame: 'admin', section: alias.section, page: { alias: alias.to } })),
];
