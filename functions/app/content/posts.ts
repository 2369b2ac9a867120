import { randomUUID } from 'node:crypto';
import type { BlogPost, BlogPostInput, BlogTerm, TermKind } from '#domain/content/blog.ts';
import { BlogPostPublished, BlogPostUnpublished } from '#events/blog.ts';
import type { Config } from '../../platform/config.ts';
import { blogRepository, type BlogWriteOutcome } from '../../adapters/dynamodb/blog-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { postNotFound } from './errors.ts';
import { imageReferences } from '#domain/content/post-images.ts';
import { MediaNotFoundError, recordPostMedia, unpublishedMedia } from './post-media.ts';

/**
 * What saving, publishing and unpublishing a post does, for the admin routes and the publishing
 * job alike (decision 030). Every change is a whole post written conditionally on the version the
 * writer read, with its slug claimed in the same transaction and its event stored with it.
 */

const stalePost = () => refused('POST_CHANGED', 'Someone saved this post after you opened it. Reload it to see their changes.');

/** The refusal for a slug another post or term already has, naming it ("the post 'Top 10 ...'"). */
export function slugClash(slug: string, owner: string, field: 'post.slug' | 'term.slug'): Refused<'SLUG_TAKEN'> {
  return refused('SLUG_TAKEN', `The slug '${slug}' is already used by ${owner}. Choose another.`, { fields: { [field]: `Already used by ${owner}.` } });
}

const TERM_NAMES: Record<TermKind, string> = { categories: 'category', tags: 'tag', authors: 'author' };

/**
 * Checks the post's category, tags and author exist and its images are all from the media library;
 * refused, naming the field, when one does not or is not allowed.
 */
export async function checkPostReferences(config: Config, input: BlogPostInput): Promise<Outcome<{ mediaIds: string[] }>> {
  const { terms } = blogRepository(config);
  const fields: Record<string, string> = {};
  const [category, author, ...tags] = await Promise.all([
    terms.get('categories', input.categoryId),
    terms.get('authors', input.authorId),
    ...input.tagIds.map((id) => terms.get('tags', id)),
  ]);
  if (!category) fields['post.categoryId'] = 'Choose one of the blog categories.';
  if (!author) fields['post.authorId'] = 'Choose one of the blog authors.';
  tags.forEach((tag, index) => {
    if (!tag) fields[`post.tagIds.${index}`] = 'Choose one of the blog tags.';
  });
  if (Object.keys(fields).length > 0) return refused('UNKNOWN_BLOG_TERM', 'The post names a category, tag or author that does not exist.', { fields });
  const { mediaIds, refused: notInLibrary } = imageReferences(input.markdown);
  if (notInLibrary.length > 0) {
    return refused('IMAGE_NOT_IN_LIBRARY', `Images must come from the media library (![alt](media:<id>)); this one does not: ${notInLibrary[0]}`, {
      fields: { 'post.markdown': `Use a photo from the media library instead of ${notInLibrary[0]}.` },
    });
  }
  const missing = await unpublishedMedia(config, mediaIds);
  if (missing.length > 0) {
    return refused('MEDIA_NOT_PUBLISHED', `The photo media:${missing[0]} is not published in the media library (it needs alt text, or it was deleted).`, {
      fields: { 'post.markdown': `media:${missing[0]} is not a published photo.` },
    });
  }
  if (input.coverMediaId && (await unpublishedMedia(config, [input.coverMediaId])).length > 0) {
    return refused('MEDIA_NOT_PUBLISHED', 'The cover photo is not published in the media library.', {
      fields: { 'post.coverMediaId': 'Choose a published photo.' },
    });
  }
  return done({ mediaIds: input.coverMediaId && !mediaIds.includes(input.coverMediaId) ? [...mediaIds, input.coverMediaId] : mediaIds });
}

/** Writes the post with its media uses recorded first (and put back if the write fails). */
async function storePost(config: Config, next: BlogPost, previous: BlogPost | null, events: readonly PendingEvent[]): Promise<Outcome<void>> {
  let recorded: { undo: () => Promise<void> };
  try {
    recorded = await recordPostMedia(config, next, previous);
  } catch (error) {
    if (error instanceof MediaNotFoundError) {
      return refused('MEDIA_NOT_PUBLISHED', `The photo media:${error.mediaId} was deleted from the media library.`, {
        fields: { 'post.markdown': `media:${error.mediaId} no longer exists.` },
      });
    }
    throw error;
  }
  const outcome = await blogRepository(config).posts.save(next, previous, events);
  if (!('stored' in outcome)) await recorded.undo();
  // A term it names was deleted after the check: the check again names which (422), as if it had been gone before.
  if ('termGone' in outcome) {
    const checked = await checkPostReferences(config, next);
    return checked.ok ? stalePost() : checked;
  }
  return written(config, outcome, next.slug);
}

async function describeSlugOwner(config: Config, ownerId: string): Promise<string> {
  const owner = await blogRepository(config).posts.get(ownerId);
  return owner ? `the post '${owner.title}'` : 'another post';
}

/** The refusal an unsuccessful write means (its version moved on, or its slug is taken); done on success. */
async function written(config: Config, outcome: BlogWriteOutcome, slug: string): Promise<Outcome<void>> {
  if ('stale' in outcome) return stalePost();
  if ('slugTakenBy' in outcome) return slugClash(slug, await describeSlugOwner(config, outcome.slugTakenBy), 'post.slug');
  return done();
}

export async function createPost(config: Config, input: BlogPostInput, by: string, now: Date): Promise<Outcome<BlogPost>> {
  const checked = await checkPostReferences(config, input);
  if (!checked.ok) return checked;
  const at = now.toISOString();
  const post: BlogPost = {
    ...input,
    id: randomUUID(),
    status: 'draft',
    mediaIds: checked.value.mediaIds,
    version: 1,
    createdAt: at,
    updatedAt: at,
    updatedBy: by,
  };
  const stored = await storePost(config, post, null, []);
  return stored.ok ? done(post) : stored;
}

async function currentPost(config: Config, id: string, version: number): Promise<Outcome<BlogPost>> {
  const post = await blogRepository(config).posts.get(id);
  if (!post) return postNotFound();
  if (post.version !== version) return stalePost();
  return done(post);
}

async function write(config: Config, next: BlogPost, previous: BlogPost, events: PendingEvent[]): Promise<Outcome<BlogPost>> {
  const stored = await storePost(config, next, previous, events);
  if (!stored.ok) return stored;
  await publishPending(config, events);
  return done(next);
}

/** Replaces the post's content; a live post's edit republishes the site. */
export async function updatePost(config: Config, id: string, version: number, input: BlogPostInput, by: string, now: Date): Promise<Outcome<BlogPost>> {
  const current = await currentPost(config, id, version);
  if (!current.ok) return current;
  const previous = current.value;
  const checked = await checkPostReferences(config, input);
  if (!checked.ok) return checked;
  const next: BlogPost = {
    ...previous,
    ...input,
    mediaIds: checked.value.mediaIds,
    version: previous.version + 1,
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  if (!input.coverMediaId) delete next.coverMediaId;
  if (!input.metaTitle) delete next.metaTitle;
  if (!input.metaDescription) delete next.metaDescription;
  const events =
    previous.status === 'published'
      ? [pendingEvent(BlogPostPublished, { postId: id, slug: next.slug, publishedAt: next.publishedAt ?? now.toISOString(), reason: 'edited', by }, { now })]
      : [];
  return write(config, next, previous, events);
}

/** Publishes now, or schedules for `at` when it is still to come. A live post cannot be published again. */
export async function publishPost(config: Config, id: string, version: number, at: string | undefined, by: string, now: Date): Promise<Outcome<BlogPost>> {
  const current = await currentPost(config, id, version);
  if (!current.ok) return current;
  const previous = current.value;
  if (previous.status === 'published') return refused('POST_ALREADY_PUBLISHED', 'This post is already live. Unpublish it first to schedule it.');
  const base = { ...previous, version: previous.version + 1, updatedAt: now.toISOString(), updatedBy: by };
  delete base.publishAt;
  if (at && Date.parse(at) > now.getTime()) return write(config, { ...base, status: 'scheduled', publishAt: new Date(at).toISOString() }, previous, []);
  const next: BlogPost = { ...base, status: 'published', publishedAt: now.toISOString() };
  return write(config, next, previous, [
    pendingEvent(BlogPostPublished, { postId: id, slug: next.slug, publishedAt: next.publishedAt!, reason: 'published', by }, { now }),
  ]);
}

/** Takes a live post off the site, or cancels a schedule: the post is a draft again. */
export async function unpublishPost(config: Config, id: string, version: number, by: string, now: Date): Promise<Outcome<BlogPost>> {
  const current = await currentPost(config, id, version);
  if (!current.ok) return current;
  const previous = current.value;
  if (previous.status === 'draft') return refused('POST_NOT_PUBLISHED', 'This post is a draft: there is nothing to unpublish.');
  const next: BlogPost = { ...previous, status: 'draft', version: previous.version + 1, updatedAt: now.toISOString(), updatedBy: by };
  delete next.publishAt;
  delete next.publishedAt;
  const events = previous.status === 'published' ? [pendingEvent(BlogPostUnpublished, { postId: id, slug: next.slug, by }, { now })] : [];
  return write(config, next, previous, events);
}

/**
 * The publishing job: every scheduled post whose time has come goes live, dated the time it was
 * scheduled for. A post edited while the job ran is left for the next run (its version moved on).
 */
export async function publishDuePosts(config: Config, now: Date): Promise<{ published: string[] }> {
  const { posts } = blogRepository(config);
  const published: string[] = [];
  for (const due of await posts.listDue(now)) {
    const next: BlogPost = {
      ...due,
      status: 'published',
      publishedAt: due.publishAt!,
      version: due.version + 1,
      updatedAt: now.toISOString(),
      updatedBy: 'schedule',
    };
    delete next.publishAt;
    const event = pendingEvent(
      BlogPostPublished,
      { postId: due.id, slug: due.slug, publishedAt: next.publishedAt!, reason: 'scheduled', by: 'schedule' },
      { now },
    );
    const outcome = await posts.save(next, due, [event]);
    if (!('stored' in outcome)) continue;
    await publishPending(config, [event]);
    published.push(due.id);
  }
  return { published };
}

export function termLabel(term: Pick<BlogTerm, 'kind' | 'name'>): string {
  return `the ${TERM_NAMES[term.kind]} '${term.name}'`;
}
