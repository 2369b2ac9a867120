import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogPageViews, blogViewJsonPath, type BlogPageView, type BlogSite } from '#domain/content/blog-site.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import type { SitemapEntry } from './sitemap.ts';

/**
 * Writes every blog page (decision 030) as `<path>/index.html`, and its view as
 * `<path>/view.json` for the browser (hydration and navigation). Returns how many pages it wrote.
 */
export async function writeBlogPages(
  site: BlogSite,
  render: (view: BlogPageView) => Promise<RenderedPage>,
  write: (file: string, page: { head: string; html: string; rootAttributes: string }) => void,
  outDir: string,
): Promise<number> {
  const views = blogPageViews(site);
  for (const view of views) {
    const rendered = await render(view);
    if (rendered.status !== 200) throw new Error(`Prerendering the blog page ${view.path} answered ${rendered.status}`);
    // `data-seo="own"`: main.tsx leaves the head alone (no SEO record is meant for a blog page).
    write(path.join(outDir, view.path.slice(1), 'index.html'), { ...rendered, rootAttributes: 'data-seo="own"' });
    const json = path.join(outDir, blogViewJsonPath(view.path).slice(1));
    mkdirSync(path.dirname(json), { recursive: true });
    writeFileSync(json, JSON.stringify(view));
  }
  // The feed goes in /blogs even when there are no posts.
  mkdirSync(path.join(outDir, 'blogs'), { recursive: true });
  return views.length;
}

/** The blog's pages for sitemap.xml: each post with the day it last changed, the index and every list's first page. */
export function blogSitemapEntries(site: BlogSite, today: IsoDate): SitemapEntry[] {
  const newest = site.posts[0] ? calendarDateIn(new Date(site.posts[0].updatedAt)) : today;
  return blogPageViews(site)
    .filter((view) => view.kind === 'post' || !/\/page\/\d+$/.test(view.path))
    .map((view) =>
      view.kind === 'post'
        ? { path: view.path, lastModified: calendarDateIn(new Date(view.post.updatedAt)), changeFrequency: 'monthly', priority: 0.6 }
        : { path: view.path, lastModified: newest, changeFrequency: view.path === '/blogs' ? 'daily' : 'weekly', priority: view.path === '/blogs' ? 0.7 : 0.4 },
    );
}
