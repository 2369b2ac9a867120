import { useEffect } from 'react';
import { Link } from 'react-router';
import { blogPaths } from '#domain/content/blog.ts';
import type { BlogImage, BlogPageView, PostSummary } from '#domain/content/blog-site.ts';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn, formatDate } from '#domain/shared/dates.ts';
import { fullTitle } from '#domain/content/seo-defaults.ts';
import { ChatLink } from '../components/marketing/chat-link.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useBlogView } from './blog-view.ts';

// For the route's loader (blog-routes.ts): one chunk holds the page and its data.
export { preloadBlogView } from './blog-view.ts';
import './blog.css';

/** The blog's public pages (decision 030): the lists (index, category, tag, author) and a post. */

const CTA = {
  heading: 'Planning a party on Lake Travis?',
  text: 'Tell us the date and the group size: the quote builder prices every boat and package for you in a minute.',
  primary: { label: 'Get a free quote', params: { type: 'general' as const } },
};

function Picture({ image, sizes, eager = false }: { image: BlogImage; sizes: string; eager?: boolean }) {
  const srcset = (format: 'webp' | 'jpeg') =>
    image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.path} ${variant.width}w`)
      .join(', ');
  const jpegs = image.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  const fallback = jpegs.find((variant) => variant.width >= 1024) ?? jpegs.at(-1);
  if (!fallback) return null;
  return (
    <picture>
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <img
        src={fallback.path}
        srcSet={srcset('jpeg')}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

const published = (iso: string) => formatDate(calendarDateIn(new Date(iso)));

function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="blog-meta">
      <span>
        By <Link to={blogPaths.author(post.author.slug)}>{post.author.name}</Link>
      </span>
      <span>
        <time dateTime={post.publishedAt}>{published(post.publishedAt)}</time>
      </span>
      <span>{post.readingMinutes} min read</span>
    </p>
  );
}

function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      {post.cover && (
        <div className="blog-card__image">
          <Picture image={post.cover} sizes="(min-width: 60rem) 22rem, 100vw" />
        </div>
      )}
      <div className="blog-card__body">
        <p className="eyebrow">
          <Link to={blogPaths.category(post.category.slug)}>{post.category.name}</Link>
        </p>
        <Heading className="blog-card__title">
          <Link to={blogPaths.post(post.slug)}>{post.title}</Link>
        </Heading>
        <p>{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}

function Breadcrumbs({ trail }: { trail: BlogPageView['breadcrumbs'] }) {
  return (
    <nav className="blog-breadcrumbs section__inner" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>{index === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}

function ListPage({ view }: { view: Extract<BlogPageView, { kind: 'list' }> }) {
  return (
    <main id="main">
      <PageIntro eyebrow="Blog" title={view.heading} intro={view.intro}>
        <p className="page-intro__meta">
          <a href={blogPaths.feed}>Subscribe to the feed</a>
        </p>
      </PageIntro>
      <Breadcrumbs trail={view.breadcrumbs} />
      <div className="section__inner blog-list">
        {view.posts.length === 0 ? (
          <div className="blog-empty">
            <p>
              There are no posts here yet: the crew is writing the first ones. Meanwhile, the quote builder answers the questions groups ask most, with live
              prices.
            </p>
            <ChatLink action={{ label: 'Plan my cruise', params: { type: 'general' } }} />
          </div>
        ) : (
          view.posts.map((post) => <PostCard key={post.id} post={post} />)
        )}
      </div>
      {view.pagination.pages > 1 && (
        <nav className="blog-pagination section__inner" aria-label="Pages">
          {view.pagination.previousPath ? <Link to={view.pagination.previousPath}>Newer posts</Link> : <span />}
          <span>
            Page {view.pagination.page} of {view.pagination.pages}
          </span>
          {view.pagination.nextPath ? <Link to={view.pagination.nextPath}>Older posts</Link> : <span />}
        </nav>
      )}
      <CtaBanner {...CTA} />
    </main>
  );
}

function PostPage({ view }: { view: Extract<BlogPageView, { kind: 'post' }> }) {
  const { post } = view;
  return (
    <main id="main">
      <Breadcrumbs trail={view.breadcrumbs} />
      <article className="blog-post section__inner">
        <header className="blog-post__header">
          <p className="eyebrow">
            <Link to={blogPaths.category(post.category.slug)}>{post.category.name}</Link>
          </p>
          <h1>{post.title}</h1>
          <p className="blog-post__lead">{post.excerpt}</p>
          <PostMeta post={post} />
        </header>
        {post.cover && (
          <div className="blog-post__cover">
            <Picture image={post.cover} sizes="(min-width: 48rem) 720px, 100vw" eager />
          </div>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised by sanitize-html at build time (frontend/src/blog/post-markdown.ts) */}
        <div className="blog-post__body prose" dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length > 0 && (
          <ul className="blog-tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={blogPaths.tag(tag.slug)}>#{tag.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <aside className="blog-author" aria-label="About the author">
          <p>
            <strong>
              <Link to={blogPaths.author(post.author.slug)}>{post.author.name}</Link>
            </strong>
            {post.author.role ? `, ${post.author.role}` : ''}
          </p>
          {post.author.description && <p>{post.author.description}</p>}
        </aside>
      </article>
      {view.related.length > 0 && (
        <section className="section__inner blog-related" aria-labelledby="related-heading">
          <h2 id="related-heading">Related posts</h2>
          <div className="blog-list">
            {view.related.map((related) => (
              <PostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
      <CtaBanner {...CTA} />
    </main>
  );
}

export default function BlogPage() {
  const { view, failed } = useBlogView();
  useEffect(() => {
    // Client-side navigation: the head was prerendered for the page the visitor landed on.
    if (view) document.title = fullTitle(view.title, businessFacts);
  }, [view]);
  if (view === undefined && !failed) return <Spinner />;
  if (!view) {
    return (
      <main id="main">
        <PageIntro eyebrow="Blog" title="Post not found" intro="This post has moved or is no longer published.">
          <p>
            <Link to={blogPaths.index()}>See every post</Link>
          </p>
        </PageIntro>
      </main>
    );
  }
  return view.kind === 'post' ? <PostPage view={view} /> : <ListPage view={view} />;
}
