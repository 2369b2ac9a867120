import { randomUUID } from 'node:crypto';
import type { BlogTerm, BlogTermInput, TermKind } from '#domain/blog.ts';
import { BlogTermChanged } from '#events/blog.ts';
import type { Config } from '../config.ts';
import { blogRepository, type BlogWriteOutcome } from '../data/blog-repository.ts';
import { pendingEvent, publishPending } from '../events/publisher.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { slugClash, termLabel } from './posts.ts';

/** Categories, tags and authors: created and edited by staff, each kind with slugs of its own (decision 030). */

export const termNotFound = () => new NotFoundError('No blog category, tag or author has this id.', 'TERM_NOT_FOUND');

async function assertTermStored(config: Config, kind: TermKind, outcome: BlogWriteOutcome, slug: string): Promise<void> {
  if ('stale' in outcome) throw new ConflictError('TERM_CHANGED', 'Someone saved this after you opened it. Reload it to see their changes.');
  if ('slugTakenBy' in outcome) {
    const owner = await blogRepository(config).terms.get(kind, outcome.slugTakenBy);
    throw slugClash(slug, owner ? termLabel(owner) : `another ${kind}`, 'term.slug');
  }
}

function clean(input: BlogTermInput, kind: TermKind): BlogTermInput {
  const term: BlogTermInput = { name: input.name, slug: input.slug };
  if (input.description) term.description = input.description;
  // Only authors have a role.
  if (kind === 'authors' && input.role) term.role = input.role;
  return term;
}

/** Every change republishes the site: the pages that list or name the term show it. */
async function store(config: Config, next: BlogTerm, previous: BlogTerm | null, by: string, now: Date): Promise<BlogTerm> {
  const event = pendingEvent(BlogTermChanged, { kind: next.kind, termId: next.id, slug: next.slug, by }, { now });
  await assertTermStored(config, next.kind, await blogRepository(config).terms.save(next, previous, [event]), next.slug);
  await publishPending(config, [event]);
  return next;
}

export function createTerm(config: Config, kind: TermKind, input: BlogTermInput, by: string, now: Date): Promise<BlogTerm> {
  const at = now.toISOString();
  return store(config, { ...clean(input, kind), id: randomUUID(), kind, version: 1, createdAt: at, updatedAt: at }, null, by, now);
}

export async function updateTerm(config: Config, kind: TermKind, id: string, version: number, input: BlogTermInput, by: string, now: Date): Promise<BlogTerm> {
  const previous = await blogRepository(config).terms.get(kind, id);
  if (!previous) throw termNotFound();
  if (previous.version !== version) throw new ConflictError('TERM_CHANGED', 'Someone saved this after you opened it. Reload it to see their changes.');
  return store(config, { ...clean(input, kind), id, kind, version: version + 1, createdAt: previous.createdAt, updatedAt: now.toISOString() }, previous, by, now);
}
