import type { RouteObject } from 'react-router';

/**
 * The blog's public routes (decision 030), all prerendered: the index, each category, tag and
 * author (paged as `/page/{n}`) and each post, under the canonical /blogs. Before the page the
 * visitor landed on hydrates, its view is read from the JSON beside its HTML, so React renders
 * the same markup.
 */
const blogPage = async () => {
  const { default: Component, preloadBlogView } = await import('./blog-page.tsx');
  if (typeof window !== 'undefined') await preloadBlogView(window.location.pathname);
  return { Component };
};

export function blogRoutes(): RouteObject[] {
  return [
    'blogs',
    'blogs/page/:page',
    'blogs/category/:slug',
    'blogs/category/:slug/page/:page',
    'blogs/tag/:slug',
    'blogs/tag/:slug/page/:page',
    'blogs/author/:slug',
    'blogs/author/:slug/page/:page',
    'blogs/:slug',
  ].map((path) => ({ path, lazy: blogPage }));
}
