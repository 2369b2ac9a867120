import { blogPaths } from '#domain/content/blog.ts';
import type { BlogImage, BlogPageView } from '#domain/content/blog-site.ts';
import { businessFacts, type BusinessFacts } from '#domain/site/business.ts';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE_PATH, fullTitle, type SeoMeta } from '#domain/content/seo-defaults.ts';

type JsonLd = Record<string, unknown>;

/** The largest JPEG of a photo: what link previews and search engines are given. */
function shareImage(image: BlogImage | undefined, facts: BusinessFacts): string {
  const jpeg = image?.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  return absoluteUrl(jpeg?.path ?? DEFAULT_SOCIAL_IMAGE_PATH, facts);
}

/** A blog page's head: its own title, description, canonical (under /blogs) and Open Graph image. */
export function blogSeoMeta(view: BlogPageView, facts: BusinessFacts = businessFacts): SeoMeta {
  const title = fullTitle(view.title, facts);
  const image = shareImage(view.kind === 'post' ? view.post.cover : undefined, facts);
  return {
    metaTitle: title,
    metaDescription: view.description,
    metaKeywords: view.kind === 'post' ? [view.post.category.name, ...view.post.tags.map((tag) => tag.name)] : [],
    openGraphTitle: title,
    openGraphDescription: view.description,
    openGraphImage: image,
    openGraphType: view.kind === 'post' ? 'article' : 'website',
    twitterTitle: title,
    twitterDescription: view.description,
    twitterImage: image,
    twitterCard: 'summary_large_image',
    canonicalUrl: absoluteUrl(view.path, facts),
    robotsDirective: 'index, follow',
  };
}

/** BreadcrumbList for every blog page; BlogPosting with its author (a Person) for a post, Blog for a list. */
export function blogStructuredData(view: BlogPageView, facts: BusinessFacts = businessFacts): JsonLd[] {
  const breadcrumbs: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: view.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, facts),
    })),
  };
  const publisher = { '@type': 'Organization', name: facts.name, url: facts.website };
  if (view.kind === 'list') {
    return [
      breadcrumbs,
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: view.heading,
        url: absoluteUrl(view.path, facts),
        publisher,
        blogPost: view.posts.map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          url: absoluteUrl(blogPaths.post(post.slug), facts),
          datePublished: post.publishedAt,
        })),
      },
    ];
  }
  const { post } = view;
  return [
    breadcrumbs,
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: view.description,
      image: shareImage(post.cover, facts),
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      mainEntityOfPage: absoluteUrl(view.path, facts),
      articleSection: post.category.name,
      keywords: post.tags.map((tag) => tag.name).join(', '),
      timeRequired: `PT${post.readingMinutes}M`,
      author: {
        '@type': 'Person',
        name: post.author.name,
        url: absoluteUrl(blogPaths.author(post.author.slug), facts),
        ...(post.author.role ? { jobTitle: post.author.role } : {}),
      },
      publisher,
    },
  ];
}

/** The feed's link for the head of every blog page. */
export function feedLink(facts: BusinessFacts = businessFacts): string {
  return `<link rel="alternate" type="application/atom+xml" title="${facts.name.replace(/"/g, '&quot;')} blog" href="${blogPaths.feed}" />`;
}
