import type { RouteObject } from 'react-router';
import { publicPageRoutes } from '../site/pages.tsx';
// The blog (issue 19, decision 030).
import { blogRoutes } from '../blog/blog-routes.ts';

/**
 * The public catalogue's pages, the blog's and the not-found page: the site frame's routes that are
 * not registered app pages (router.tsx). A module of their own, so a page of another frame (the
 * portal, the back office) loads the catalogue only when the visitor goes to one (decision 055).
 */
export function siteRoutes(): RouteObject[] {
  return [
    ...publicPageRoutes(),
    // The blog (issue 19, decision 030): prerendered from the published posts.
    ...blogRoutes(),
    { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).default }) },
  ];
}
