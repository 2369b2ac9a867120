import { blogPaths } from '#domain/content/blog.ts';
import type { BlogSite } from '#domain/content/blog-site.ts';
import { businessFacts, type BusinessFacts } from '#domain/site/business.ts';
import { absoluteUrl } from '#domain/content/seo-defaults.ts';
import { escapeHtml } from '../src/site/seo/head.ts';

/** How many of the newest posts the feed carries: readers poll it, so it stays small. */
export const FEED_ENTRIES = 20;

/**
 * The blog's Atom feed (RFC 4287), `/blogs/feed.xml`: the newest posts with their summaries and
 * full (sanitised) bodies. `builtAt` dates an empty feed; otherwise it is the newest change.
 */
export function blogFeedXml(site: BlogSite, builtAt: Date, facts: BusinessFacts = businessFacts): string {
  const posts = site.posts.slice(0, FEED_ENTRIES);
  const updated = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), posts.length > 0 ? '' : builtAt.toISOString());
  const entries = posts.map((post) => {
    const url = absoluteUrl(blogPaths.post(post.slug), facts);
    return [
      '  <entry>',
      `    <title>${escapeHtml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
      `    <id>${escapeHtml(url)}</id>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      `    <author><name>${escapeHtml(post.author.name)}</name></author>`,
      `    <category term="${escapeHtml(post.category.slug)}" label="${escapeHtml(post.category.name)}"/>`,
      `    <summary>${escapeHtml(post.excerpt)}</summary>`,
      // Relative image paths would not resolve in a reader: make them absolute.
      `    <content type="html">${escapeHtml(post.html.replace(/(src|srcset)="\//g, `$1="${facts.website}/`).replace(/, \//g, `, ${facts.website}/`))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeHtml(facts.name)} blog</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(absoluteUrl(blogPaths.feed, facts))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(absoluteUrl(blogPaths.index(), facts))}"/>`,
    `  <id>${escapeHtml(absoluteUrl(blogPaths.index(), facts))}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
