import { describe, expect, it } from 'vitest';
import { blogPageViews, type PublishedPost } from './blog-site.ts';

const post = (n: number, category: string, tags: string[] = []): PublishedPost => ({
  id: `p${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Summary ${n}`,
  html: `<p>Body ${n}</p>`,
  readingMinutes: 2,
  publishedAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
  category: { slug: category, name: category.toUpperCase() },
  tags: tags.map((slug) => ({ slug, name: slug })),
  author: { slug: 'captain-jo', name: 'Captain Jo', role: 'Captain' },
});

describe('the blog pages the build writes', () => {
  it('pages the index ten at a time, with links both ways, and lists every term and post', () => {
    const posts = Array.from({ length: 12 }, (_, i) => post(i + 1, i % 2 ? 'tips' : 'news', i === 0 ? ['summer'] : []));
    const views = blogPageViews({ posts });
    expect(views.map((view) => view.path)).toEqual([
      '/blogs',
      '/blogs/page/2',
      '/blogs/category/news',
      '/blogs/category/tips',
      '/blogs/tag/summer',
      '/blogs/author/captain-jo',
      '/blogs/author/captain-jo/page/2',
      ...posts.map((p) => `/blogs/${p.slug}`),
    ]);
    const [first, second] = views;
    expect(first).toMatchObject({ kind: 'list', pagination: { page: 1, pages: 2, nextPath: '/blogs/page/2' } });
    expect(second).toMatchObject({ kind: 'list', pagination: { page: 2, pages: 2, previousPath: '/blogs' }, title: expect.stringContaining('page 2') });
    if (first?.kind === 'list') expect(first.posts[0]).not.toHaveProperty('html');
  });

  it('gives a post its breadcrumbs and related posts of its category, without itself', () => {
    const posts = [post(1, 'tips', ['bach']), post(2, 'tips'), post(3, 'news', ['bach']), post(4, 'news')];
    const view = blogPageViews({ posts }).find((candidate) => candidate.path === '/blogs/post-1');
    expect(view?.kind).toBe('post');
    if (view?.kind !== 'post') return;
    expect(view.related.map((related) => related.id)).toEqual(['p2', 'p3']);
    expect(view.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', '/blogs', '/blogs/category/tips', '/blogs/post-1']);
  });

  it('still writes the index when nothing is published', () => {
    expect(blogPageViews({ posts: [] })).toEqual([expect.objectContaining({ path: '/blogs', kind: 'list', posts: [] })]);
  });
});
