import { mediaIdSchema } from './media.ts';
import * as z from '../shared/zod.ts';

/**
 * The blog (issue 19, decision 030): posts written in Markdown by staff, filed under one category,
 * any number of tags and one author, published now or at a chosen time, and prerendered to
 * static pages under /blogs. One schema per input serves the admin forms and the API.
 */

/** The canonical prefix; `/blog/...` answers 301 to the same path under it. */
export const BLOG_PREFIX = '/blogs';
export const LEGACY_BLOG_PREFIX = '/blog';
/** Posts per page of the index, a category, a tag or an author. */
export const BLOG_PAGE_SIZE = 10;
/** Adult silent reading of web prose runs 200-260 words a minute; the lower end errs on honest. */
export const WORDS_PER_MINUTE = 220;

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const TERM_KINDS = ['categories', 'tags', 'authors'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** A URL slug: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string()
  .check(
    z.minLength(1, 'Give a slug.'),
    z.maxLength(80, 'Keep the slug to 80 characters.'),
    z.regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens (e.g. top-10-tips).'),
  );

const text = (name: string, max: number) => z.string().check(z.trim(), z.minLength(1, `Give ${name}.`), z.maxLength(max, `Keep ${name} to ${max} characters.`));
const optionalText = (name: string, max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `Keep ${name} to ${max} characters.`)));
const id = z.uuid({ message: 'Choose one from the list.' });

/** A category, a tag or an author: what a post is filed under. Authors also have a role and a bio. */
export const blogTermInputSchema = z.object({
  name: text('a name', 80),
  slug: slugSchema,
  description: optionalText('the description', 300),
  /** Authors: what they do here ("Captain", "Events coordinator"). */
  role: optionalText('the role', 80),
});
export type BlogTermInput = z.infer<typeof blogTermInputSchema>;

export interface BlogTerm extends BlogTermInput {
  id: string;
  kind: TermKind;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The post as staff edit it; status and publishing times change only through publish/unpublish. */
/** Words the blog's own pages use right after /blogs/: no post may take them as its slug. */
export const RESERVED_POST_SLUGS = ['page', 'category', 'tag', 'author', 'feed'] as const;

export const blogPostInputSchema = z.object({
  title: text('a title', 120),
  slug: slugSchema.check(
    z.refine((slug) => !(RESERVED_POST_SLUGS as readonly string[]).includes(slug), 'This word is used by the blog itself; choose another slug.'),
  ),
  excerpt: text('a short summary', 300),
  markdown: z.string().check(z.minLength(1, 'Write the post.'), z.maxLength(60_000, 'Keep the post under 60,000 characters.')),
  categoryId: id,
  tagIds: z.array(id).check(z.maxLength(10, 'Use at most 10 tags.')),
  authorId: id,
  /** The Open Graph / cover photo: a media library asset id. */
  coverMediaId: z.optional(mediaIdSchema),
  metaTitle: optionalText('the meta title', 70),
  metaDescription: optionalText('the meta description', 160),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export interface BlogPost extends BlogPostInput {
  id: string;
  status: PostStatus;
  /** Scheduled: when the job is to publish it. */
  publishAt?: string;
  /** Published: when it first went out (kept through edits; an unpublish clears it). */
  publishedAt?: string;
  /** Media library ids the post shows (body images and the cover), as recorded with setMediaUses. */
  mediaIds: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

export const publishRequestSchema = z.object({
  /** When to publish (ISO 8601 with an offset); absent: now. */
  at: z.optional(z.iso.datetime({ offset: true, message: 'Give the publishing time as an ISO date and time with its offset.' })),
  version: z.number().check(z.int()),
});

/** Whole minutes to read `markdown` at WORDS_PER_MINUTE, at least 1; image and link syntax is not read aloud. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]/g, ' ');
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The prefix of a media library image in a post: `![alt](media:<id>)`. */
export const MEDIA_URL_PREFIX = 'media:';

export function mediaIdOf(url: string): string | null {
  return url.startsWith(MEDIA_URL_PREFIX) && mediaIdSchema.safeParse(url.slice(MEDIA_URL_PREFIX.length)).success ? url.slice(MEDIA_URL_PREFIX.length) : null;
}

/** Public paths (canonical, under /blogs). */
export const blogPaths = {
  index: (page = 1) => (page <= 1 ? BLOG_PREFIX : `${BLOG_PREFIX}/page/${page}`),
  post: (slug: string) => `${BLOG_PREFIX}/${slug}`,
  category: (slug: string, page = 1) => `${BLOG_PREFIX}/category/${slug}${page > 1 ? `/page/${page}` : ''}`,
  tag: (slug: string, page = 1) => `${BLOG_PREFIX}/tag/${slug}${page > 1 ? `/page/${page}` : ''}`,
  author: (slug: string, page = 1) => `${BLOG_PREFIX}/author/${slug}${page > 1 ? `/page/${page}` : ''}`,
  feed: `${BLOG_PREFIX}/feed.xml`,
};

/** The canonical path of a legacy `/blog` address, or null when `path` is not one. */
export function canonicalBlogPath(path: string): string | null {
  if (path === LEGACY_BLOG_PREFIX || path === `${LEGACY_BLOG_PREFIX}/`) return BLOG_PREFIX;
  return path.startsWith(`${LEGACY_BLOG_PREFIX}/`) ? `${BLOG_PREFIX}${path.slice(LEGACY_BLOG_PREFIX.length)}` : null;
}

/** Splits `items` into pages of BLOG_PAGE_SIZE (one empty page when there are none). */
export function paginate<T>(items: readonly T[], size = BLOG_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/**
 * The posts most like `post`: sharing its category counts 2, each shared tag 1; ties go to the
 * newer. Only other published posts.
 */
export function relatedPosts<P extends Pick<BlogPost, 'id' | 'categoryId' | 'tagIds' | 'publishedAt'>>(post: P, published: readonly P[], count = 3): P[] {
  const tags = new Set(post.tagIds);
  return published
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, score: (other.categoryId === post.categoryId ? 2 : 0) + other.tagIds.filter((tag) => tags.has(tag)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || (b.other.publishedAt ?? '').localeCompare(a.other.publishedAt ?? ''))
    .slice(0, count)
    .map(({ other }) => other);
}

/** Whether a scheduled post is due at `now`: never before its time. */
export function isDue(post: Pick<BlogPost, 'status' | 'publishAt'>, now: Date): boolean {
  return post.status === 'scheduled' && post.publishAt !== undefined && Date.parse(post.publishAt) <= now.getTime();
}
