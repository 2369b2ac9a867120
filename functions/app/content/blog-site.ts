import { readingMinutes, type BlogTerm, type TermKind } from '#domain/content/blog.ts';
import type { BlogTermRef, StoredBlogSite, StoredPost } from '#domain/content/blog-site.ts';
import type { Config } from '../../platform/config.ts';
import { blogRepository } from '../../adapters/dynamodb/blog-repository.ts';
import { postImages } from './post-media.ts';

const ref = (term: BlogTerm): BlogTermRef => ({
  slug: term.slug,
  name: term.name,
  ...(term.description ? { description: term.description } : {}),
  ...(term.role ? { role: term.role } : {}),
});

/**
 * The published blog as the site build reads it (decision 030): each post's Markdown with its
 * terms, and the media library's published photos the posts name (the build renders the bodies).
 * A post whose category or author has gone is left out rather than built wrong.
 */
export async function storedBlogSite(config: Pick<Config, 'TABLE_NAME' | 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>): Promise<StoredBlogSite> {
  const repository = blogRepository(config);
  const [posts, ...termLists] = await Promise.all([
    repository.posts.listPublished(),
    ...(['categories', 'tags', 'authors'] as const).map((kind) => repository.terms.list(kind)),
  ]);
  const terms = new Map<TermKind, Map<string, BlogTerm>>(
    (['categories', 'tags', 'authors'] as const).map((kind, index) => [kind, new Map(termLists[index]!.map((term) => [term.id, term]))]),
  );
  const images = await postImages(config, [...new Set(posts.flatMap((post) => post.mediaIds))]);
  const published: StoredPost[] = [];
  for (const post of posts) {
    const category = terms.get('categories')!.get(post.categoryId);
    const author = terms.get('authors')!.get(post.authorId);
    if (!category || !author || !post.publishedAt) continue;
    const cover = post.coverMediaId ? images.get(post.coverMediaId) : undefined;
    published.push({
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      markdown: post.markdown,
      readingMinutes: readingMinutes(post.markdown),
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      category: ref(category),
      tags: post.tagIds.flatMap((id) => {
        const tag = terms.get('tags')!.get(id);
        return tag ? [ref(tag)] : [];
      }),
      author: ref(author),
      ...(cover ? { cover: { alt: cover.alt, width: cover.width, height: cover.height, variants: cover.variants } } : {}),
      ...(post.metaTitle ? { metaTitle: post.metaTitle } : {}),
      ...(post.metaDescription ? { metaDescription: post.metaDescription } : {}),
    });
  }
  return { posts: published, images: [...images.values()] };
}
