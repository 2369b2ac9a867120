import type { IsoDate } from '#domain/shared/dates.ts';
import { absoluteUrl } from '#domain/content/seo-defaults.ts';
import type { SitePage } from '#domain/site/site-pages.ts';
import { escapeHtml } from '../src/site/seo/head.ts';

/** A page outside the catalogue the sitemap lists: the blog's (decision 030), with its own last change. */
export interface SitemapEntry {
  path: string;
  lastModified: IsoDate;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

export function sitemapXml(pages: readonly SitePage[], lastModified: IsoDate, extra: readonly SitemapEntry[] = []): string {
  const extraUrls = extra.map(
    (entry) =>
      `  <url>\n    <loc>${escapeHtml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n` +
      `    <changefreq>${entry.changeFrequency}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
  );
  const urls = pages.map(
    (page) =>
      `  <url>\n    <loc>${escapeHtml(absoluteUrl(page.path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n` +
      `    <changefreq>${page.changeFrequency}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...urls, ...extraUrls].join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; the API and signed-in areas are not for indexing. */
export const DISALLOWED_PREFIXES = ['/api/', '/admin', '/portal', '/dashboard', '/quote/', '/embed/'] as const;

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}
