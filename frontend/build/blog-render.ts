import type { BlogSite, StoredBlogSite } from '#domain/content/blog-site.ts';
import { renderPostMarkdown } from '../src/blog/post-markdown.ts';

/** The stored blog with each body rendered and sanitised by the site's renderer (decision 030). */
export function renderBlogSite(stored: StoredBlogSite): BlogSite {
  const images = new Map(stored.images.map((image) => [image.id, image]));
  return { posts: stored.posts.map(({ markdown, ...post }) => ({ ...post, html: renderPostMarkdown(markdown, images) })) };
}
