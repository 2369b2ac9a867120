import { describe, expect, it } from 'vitest';
import { blogPostInputSchema, canonicalBlogPath, isDue, paginate, readingMinutes, relatedPosts, slugSchema } from './blog.ts';

describe('blog slugs', () => {
  it('accepts only slugs a URL can carry as they are', () => {
    expect(slugSchema.safeParse('sunset-cruise-2026').success).toBe(true);
    for (const bad of ['', 'Sunset', 'two--hyphens', '-lead', 'trail-', 'a/b', 'spa ce']) expect(slugSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('names the field of a bad post input', () => {
    const id = '0c8e0a4c-9a51-4c0d-8f0a-5a2f3b1d9e77';
    const result = blogPostInputSchema.safeParse({ title: ' ', slug: 'ok', excerpt: 'x', markdown: 'x', categoryId: id, tagIds: [], authorId: id });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title']);
  });

  it('keeps the words the blog uses for its own pages out of post slugs', () => {
    const id = '0c8e0a4c-9a51-4c0d-8f0a-5a2f3b1d9e77';
    const post = { title: 'T', excerpt: 'x', markdown: 'x', categoryId: id, tagIds: [], authorId: id };
    expect(blogPostInputSchema.safeParse({ ...post, slug: 'category' }).success).toBe(false);
    expect(blogPostInputSchema.safeParse({ ...post, slug: 'categories-of-cruise' }).success).toBe(true);
  });
});

describe('reading time', () => {
  it('counts the words read at 220 a minute, rounding up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(220).fill('word').join(' '))).toBe(1);
    expect(readingMinutes(Array(221).fill('word').join(' '))).toBe(2);
  });

  it('does not count image syntax, link addresses or code blocks as words', () => {
    const words = Array(220).fill('lake').join(' ');
    expect(readingMinutes(`${words}\n\n![a very long description of a photo](media:abc)\n\n[the marina](https://example.com/a/b/c)`)).toBe(2);
    expect(readingMinutes(`${words}\n\n\`\`\`\n${Array(500).fill('code').join(' ')}\n\`\`\``)).toBe(1);
  });
});

describe('blog addresses', () => {
  it('maps every /blog address to the same path under /blogs, and nothing else', () => {
    expect(canonicalBlogPath('/blog')).toBe('/blogs');
    expect(canonicalBlogPath('/blog/')).toBe('/blogs');
    expect(canonicalBlogPath('/blog/sunset-cruise')).toBe('/blogs/sunset-cruise');
    expect(canonicalBlogPath('/blog/tag/tips')).toBe('/blogs/tag/tips');
    expect(canonicalBlogPath('/blogs/sunset-cruise')).toBeNull();
    expect(canonicalBlogPath('/blogger')).toBeNull();
  });

  it('pages posts ten at a time', () => {
    expect(paginate([])).toEqual([[]]);
    expect(paginate(Array.from({ length: 21 }, (_, i) => i)).map((page) => page.length)).toEqual([10, 10, 1]);
  });
});

describe('related posts and scheduling', () => {
  const post = (id: string, categoryId: string, tagIds: string[], publishedAt: string) => ({ id, categoryId, tagIds, publishedAt });
  it('ranks other posts by shared category (2) and shared tags (1 each), newer first on a tie', () => {
    const me = post('me', 'tips', ['bach', 'summer'], '2026-06-01');
    const others = [
      post('a', 'news', ['bach'], '2026-05-01'),
      post('b', 'tips', [], '2026-04-01'),
      post('c', 'tips', ['bach'], '2026-03-01'),
      post('d', 'news', [], '2026-07-01'),
      post('e', 'news', ['summer'], '2026-06-15'),
    ];
    expect(relatedPosts(me, [me, ...others]).map((p) => p.id)).toEqual(['c', 'b', 'e']);
  });

  it('a scheduled post is due at its time, not a millisecond before', () => {
    const scheduled = { status: 'scheduled' as const, publishAt: '2026-06-01T15:00:00.000Z' };
    expect(isDue(scheduled, new Date('2026-06-01T14:59:59.999Z'))).toBe(false);
    expect(isDue(scheduled, new Date('2026-06-01T15:00:00.000Z'))).toBe(true);
    expect(isDue({ status: 'draft', publishAt: '2026-06-01T15:00:00.000Z' }, new Date('2027-01-01'))).toBe(false);
  });
});
