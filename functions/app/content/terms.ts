import { randomUUID } from 'node:crypto';
import type { BlogPost, BlogTerm, BlogTermInput, TermKind } from '#domain/content/blog.ts';
import { BlogTermChanged } from '#events/blog.ts';
import type { Config } from '../../platform/config.ts';
import { blogRepository, type BlogWriteOutcome } from '../../adapters/dynamodb/blog-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { slugClash, termLabel } from './posts.ts';

/** Categories, tags and authors: created and edited by staff, each kind with slugs of its own (decision 030). */

export const termNotFound = () => refused('TERM_NOT_FOUND', 'No blog category, tag or author has this id.');

const staleTerm = () => refused('TERM_CHANGED', 'Someone saved this after you opened it. Reload it to see their changes.');

/** The refusal an unsuccessful write means (its version moved on, or its slug is taken); done on success. */
async function termWritten(config: Config, kind: TermKind, outcome: BlogWriteOutcome, slug: string): Promise<Outcome<void>> {
  if ('stale' in outcome) return staleTerm();
  if ('slugTakenBy' in outcome) {
    const owner = await blogRepository(config).terms.get(kind, outcome.slugTakenBy);
    return slugClash(slug, owner ? termLabel(owner) : `another ${kind}`, 'term.slug');
  }
  return done();
}

function clean(input: BlogTermInput, kind: TermKind): BlogTermInput {
  const term: BlogTermInput = { name: input.name, slug: input.slug };
  if (input.description) term.description = input.description;
  // Only authors have a role.
  if (kind === 'authors' && input.role) term.role = input.role;
  return term;
}

/** Every change republishes the site: the pages that list or name the term show it. */
async function store(config: Config, next: BlogTerm, previous: BlogTerm | null, by: string, now: Date): Promise<Outcome<BlogTerm>> {
  const event = pendingEvent(BlogTermChanged, { kind: next.kind, termId: next.id, slug: next.slug, by }, { now });
  const stored = await termWritten(config, next.kind, await blogRepository(config).terms.save(next, previous, [event]), next.slug);
  if (!stored.ok) return stored;
  await publishPending(config, [event]);
  return done(next);
}

export function createTerm(config: Config, kind: TermKind, input: BlogTermInput, by: string, now: Date): Promise<Outcome<BlogTerm>> {
  const at = now.toISOString();
  return store(config, { ...clean(input, kind), id: randomUUID(), kind, version: 1, createdAt: at, updatedAt: at }, null, by, now);
}

export async function updateTerm(
  config: Config,
  kind: TermKind,
  id: string,
  version: number,
  input: BlogTermInput,
  by: string,
  now: Date,
): Promise<Outcome<BlogTerm>> {
  const previous = await blogRepository(config).terms.get(kind, id);
  if (!previous) return termNotFound();
  if (previous.version !== version) return staleTerm();
  return store(
    config,
    { ...clean(input, kind), id, kind, version: version + 1, createdAt: previous.createdAt, updatedAt: now.toISOString() },
    previous,
    by,
    now,
  );
}

/** How many of the posts using a term a refusal names, before "and N more". */
const NAMED_POSTS = 5;

/**
 * Deletes a category, tag or author no post uses (decision 030). While any post names it (a draft,
 * a scheduled or a live post) it is refused TERM_IN_USE naming the posts, and nothing is
 * deleted. No event: an unused term is on no page (the blog's lists are made from the posts), so
 * the site does not change.
 */
export async function deleteTerm(config: Config, kind: TermKind, id: string): Promise<Outcome<void>> {
  const repository = blogRepository(config);
  // A post saved while we look makes the delete stale: look again, a few times, then give up.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await repository.terms.getForDelete(kind, id);
    if (!seen) return termNotFound();
    const users = (await repository.posts.list()).filter((post) => postUsesTerm(post, kind, id));
    if (users.length > 0) {
      const named = users.slice(0, NAMED_POSTS).map((post) => `'${post.title}'`);
      const more = users.length > NAMED_POSTS ? ` and ${users.length - NAMED_POSTS} more` : '';
      return refused(
        'TERM_IN_USE',
        `${capitalised(termLabel(seen.term))} is used by ${users.length === 1 ? 'the post' : `${users.length} posts:`} ${named.join(', ')}${more}. File ${users.length === 1 ? 'it' : 'them'} elsewhere first.`,
        { details: { posts: users.map((post) => ({ id: post.id, title: post.title })) } },
      );
    }
    if ((await repository.terms.remove(seen)) === 'deleted') return done();
  }
  return refused('TERM_CHANGED', 'This was saved or given to a post while you deleted it. Reload the list and try again.');
}

function postUsesTerm(post: Pick<BlogPost, 'categoryId' | 'authorId' | 'tagIds'>, kind: TermKind, id: string): boolean {
  if (kind === 'categories') return post.categoryId === id;
  if (kind === 'authors') return post.authorId === id;
  return post.tagIds.includes(id);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
