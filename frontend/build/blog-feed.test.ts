import { describe, expect, it } from 'vitest';
import type { PublishedPost } from '#domain/content/blog-site.ts';
import { businessFacts } from '#domain/site/business.ts';
import { blogFeedXml, FEED_ENTRIES } from './blog-feed.ts';

const post = (n: number, overrides: Partial<PublishedPost> = {}): PublishedPost => ({
  id: `p${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Summary ${n}`,
  html: `<p>Body ${n}</p>`,
  readingMinutes: 1,
  publishedAt: `2026-05-${String(n).padStart(2, '0')}T15:00:00.000Z`,
  updatedAt: `2026-05-${String(n).padStart(2, '0')}T16:00:00.000Z`,
  category: { slug: 'tips', name: 'Tips' },
  tags: [],
  author: { slug: 'jo', name: 'Jo' },
  ...overrides,
});

describe('the blog feed', () => {
  it('is an Atom feed of the newest posts with absolute links, escaped text and the newest update', () => {
    const xml = blogFeedXml(
      {
        posts: [
          post(2, {
            title: 'Boats & <beer>',
            html: '<p>x</p><img src="/media-files/a/640.jpg" srcset="/media-files/a/640.jpg 640w, /media-files/a/1024.jpg 1024w">',
          }),
          post(1),
        ],
      },
      new Date('2026-06-01'),
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${businessFacts.website}/blogs/feed.xml"/>`);
    expect(xml).toContain('<title>Boats &amp; &lt;beer&gt;</title>');
    expect(xml).toContain(`<id>${businessFacts.website}/blogs/post-2</id>`);
    expect(xml).toContain('<updated>2026-05-02T16:00:00.000Z</updated>\n  <entry>');
    // Images in the content point at the site, since a reader has no base address.
    expect(xml).toContain(`src=&quot;${businessFacts.website}/media-files/a/640.jpg&quot;`);
    expect(xml).toContain(`, ${businessFacts.website}/media-files/a/1024.jpg 1024w`);
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });

  it('carries at most the newest twenty, and is dated by the build when empty', () => {
    const many = Array.from({ length: 25 }, (_, i) => post(i + 1));
    expect(blogFeedXml({ posts: many }, new Date()).match(/<entry>/g)).toHaveLength(FEED_ENTRIES);
    expect(blogFeedXml({ posts: [] }, new Date('2026-06-01T00:00:00.000Z'))).toContain('<updated>2026-06-01T00:00:00.000Z</updated>');
  });
});
