import { BLOG_PAGE_SIZE, blogPaths, paginate, relatedPosts } from './blog.ts';
import type { PostImage } from './post-images.ts';

/**
 * What the public blog shows (decision 030): the published posts with their bodies rendered and
 * sanitised by the build, and the terms they are filed under. From it, every
 * page the build prerenders (`blogPageViews`). Pure data, so the prerenderer and the browser
 * (which reads a page's view as JSON when it navigates) render the same thing.
 */

export interface BlogImage {
  alt: string;
  width: number;
  height: number;
  variants: readonly { format: 'webp' | 'jpeg'; width: number; path: string }[];
}

export interface BlogTermRef {
  slug: string;
  name: string;
  description?: string;
  role?: string;
}

export interface PublishedPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The rendered, sanitised body. */
  html: string;
  readingMinutes: number;
  publishedAt: string;
  updatedAt: string;
  category: BlogTermRef;
  tags: BlogTermRef[];
  author: BlogTermRef;
  cover?: BlogImage;
  metaTitle?: string;
  metaDescription?: string;
}

export interface BlogSite {
  /** Newest first. */
  posts: PublishedPost[];
}

/** A published post as stored: its Markdown, which the build renders (frontend/build/blog-render.ts). */
export type StoredPost = Omit<PublishedPost, 'html'> & { markdown: string };

/** What the site build reads from the table: the published posts and the published photos they name. */
export interface StoredBlogSite {
  posts: StoredPost[];
  images: PostImage[];
}

/** A post as a list shows it: no body. */
export type PostSummary = Omit<PublishedPost, 'html'>;

export interface Crumb {
  name: string;
  path: string;
}

export interface Pagination {
  page: number;
  pages: number;
  previousPath?: string;
  nextPath?: string;
}

export type BlogPageView =
  | {
      kind: 'list';
      path: string;
      heading: string;
      intro: string;
      title: string;
      description: string;
      posts: PostSummary[];
      pagination: Pagination;
      breadcrumbs: Crumb[];
    }
  | { kind: 'post'; path: string; title: string; description: string; post: PublishedPost; related: PostSummary[]; breadcrumbs: Crumb[] };

const summary = ({ html: _html, ...post }: PublishedPost): PostSummary => post;

const BLOG_CRUMB: Crumb = { name: 'Blog', path: blogPaths.index() };
const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

const BLOG_INTRO = 'Planning tips, Lake Travis know-how and party ideas from our captains and crew.';

function listPages(
  posts: readonly PublishedPost[],
  pathFor: (page: number) => string,
  base: { heading: string; intro: string; title: string; description: string; breadcrumbs: Crumb[] },
): BlogPageView[] {
  const pages = paginate(posts, BLOG_PAGE_SIZE);
  return pages.map((items, index) => {
    const page = index + 1;
    const pagination: Pagination = { page, pages: pages.length };
    if (page > 1) pagination.previousPath = pathFor(page - 1);
    if (page < pages.length) pagination.nextPath = pathFor(page + 1);
    return {
      kind: 'list',
      path: pathFor(page),
      ...base,
      title: page > 1 ? `${base.title} (page ${page})` : base.title,
      posts: items.map(summary),
      pagination,
    };
  });
}

function byTerm(posts: readonly PublishedPost[], termsOf: (post: PublishedPost) => BlogTermRef[]): Map<string, { term: BlogTermRef; posts: PublishedPost[] }> {
  const groups = new Map<string, { term: BlogTermRef; posts: PublishedPost[] }>();
  for (const post of posts) {
    for (const term of termsOf(post)) {
      const group = groups.get(term.slug) ?? { term, posts: [] };
      group.posts.push(post);
      groups.set(term.slug, group);
    }
  }
  return groups;
}

/** Every page of the blog: the index, each category, tag and author (paged), and each post. */
export function blogPageViews(site: BlogSite): BlogPageView[] {
  const views: BlogPageView[] = listPages(site.posts, (page) => blogPaths.index(page), {
    heading: 'The Lake Travis Party Blog',
    intro: BLOG_INTRO,
    title: 'Blog: Lake Travis Party Boat Tips & Ideas',
    description: 'Party boat planning tips, Lake Travis guides and celebration ideas from the captains and crew of Lake Travis Party Cruises in Austin.',
    breadcrumbs: [HOME_CRUMB, BLOG_CRUMB],
  });
  const groups = [
    { kind: 'Category', groups: byTerm(site.posts, (post) => [post.category]), path: blogPaths.category },
    { kind: 'Tag', groups: byTerm(site.posts, (post) => post.tags), path: blogPaths.tag },
    { kind: 'Author', groups: byTerm(site.posts, (post) => [post.author]), path: blogPaths.author },
  ];
  for (const { kind, groups: terms, path } of groups) {
    for (const { term, posts } of terms.values()) {
      const heading = kind === 'Author' ? `Posts by ${term.name}` : kind === 'Tag' ? `Posts tagged “${term.name}”` : term.name;
      const description = term.description ?? `${heading}: articles from the Lake Travis Party Cruises blog.`;
      views.push(
        ...listPages(posts, (page) => path(term.slug, page), {
          heading,
          intro: term.description ?? (kind === 'Author' && term.role ? `${term.role} at Lake Travis Party Cruises.` : BLOG_INTRO),
          title: `${heading} | Blog`,
          description: description.length >= 50 ? description : `${description} Planning tips and Lake Travis guides.`,
          breadcrumbs: [HOME_CRUMB, BLOG_CRUMB, { name: heading, path: path(term.slug) }],
        }),
      );
    }
  }
  const related = (post: PublishedPost) =>
    relatedPosts(
      { id: post.id, categoryId: post.category.slug, tagIds: post.tags.map((tag) => tag.slug), publishedAt: post.publishedAt },
      site.posts.map((other) => ({ id: other.id, categoryId: other.category.slug, tagIds: other.tags.map((tag) => tag.slug), publishedAt: other.publishedAt })),
    ).map((match) => summary(site.posts.find((other) => other.id === match.id)!));
  for (const post of site.posts) {
    views.push({
      kind: 'post',
      path: blogPaths.post(post.slug),
      title: post.metaTitle ?? post.title,
      description: post.metaDescription ?? post.excerpt,
      post,
      related: related(post),
      breadcrumbs: [
        HOME_CRUMB,
        BLOG_CRUMB,
        { name: post.category.name, path: blogPaths.category(post.category.slug) },
        { name: post.title, path: blogPaths.post(post.slug) },
      ],
    });
  }
  return views;
}

/** The path of the JSON a page's view is published as, beside its HTML (the browser reads it when it navigates). */
export function blogViewJsonPath(pagePath: string): string {
  return `${pagePath}/view.json`;
}
