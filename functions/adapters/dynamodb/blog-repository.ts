import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand, type TableAccess } from './client.ts';
import { blogPostInputSchema, blogTermInputSchema, POST_STATUSES, TERM_KINDS, type BlogPost, type BlogTerm, type TermKind } from '#domain/content/blog.ts';
import * as z from '#domain/shared/zod.ts';
// The pending-events module, not the publisher's re-export: a function that only reads the blog need not carry the EventBridge client.
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { itemParser } from './parse-item.ts';
import { queryPages } from './query-pages.ts';

/**
 * The blog's posts and terms (categories, tags, authors), decision 030.
 *
 * Access patterns: one post or term by id (pk/sk); every post, newest edit first, for the staff's
 * list (gsi1 `BLOG#POSTS`); the published posts by publishing time, for the site build, and the
 * scheduled posts by their time, for the publishing job (gsi2 `BLOG#PUBLISHED` / `BLOG#SCHEDULED`:
 * a draft is in neither); each kind of term by name (gsi1 `BLOG#TERMS#<kind>`). A slug is
 * claimed by an item of its own (`BLOG#SLUG#<slug>`, `BLOG#TERM-SLUG#<kind>#<slug>`) written in the
 * same transaction as the post or term, so two saves can never give two posts one address.
 */

const MAX_POSTS = 2000;

const keys = {
  post: (id: string) => ({ pk: `BLOG#POST#${id}`, sk: 'POST' }),
  postSlug: (slug: string) => ({ pk: `BLOG#SLUG#${slug}`, sk: 'SLUG' }),
  term: (kind: TermKind, id: string) => ({ pk: `BLOG#TERM#${kind}#${id}`, sk: 'TERM' }),
  termSlug: (kind: TermKind, slug: string) => ({ pk: `BLOG#TERM-SLUG#${kind}#${slug}`, sk: 'SLUG' }),
};

function postIndexes(post: BlogPost): Record<string, string> {
  const indexes: Record<string, string> = { gsi1pk: 'BLOG#POSTS', gsi1sk: `${post.updatedAt}#${post.id}` };
  if (post.status === 'scheduled' && post.publishAt) Object.assign(indexes, { gsi2pk: 'BLOG#SCHEDULED', gsi2sk: `${post.publishAt}#${post.id}` });
  if (post.status === 'published' && post.publishedAt) Object.assign(indexes, { gsi2pk: 'BLOG#PUBLISHED', gsi2sk: `${post.publishedAt}#${post.id}` });
  return indexes;
}

const storedPostSchema = z.extend(blogPostInputSchema, {
  id: z.string(),
  status: z.enum(POST_STATUSES),
  publishAt: z.optional(z.string()),
  publishedAt: z.optional(z.string()),
  mediaIds: z._default(z.array(z.string()), []),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
const storedTermSchema = z.extend(blogTermInputSchema, {
  id: z.string(),
  kind: z.enum(TERM_KINDS),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const slugClaimSchema = z.object({ ownerId: z.string() });

const toPost = itemParser('BlogPost', storedPostSchema) as (item: Record<string, unknown>) => BlogPost;
const toTerm = itemParser('BlogTerm', storedTermSchema) as (item: Record<string, unknown>) => BlogTerm;
const toClaim = itemParser('BlogSlug', slugClaimSchema);

/**
 * What a write came to: stored, someone saved since (`stale`), the slug is another's (`slugTakenBy`
 * its id), or a category, tag or author the post names was deleted since it was checked (`termGone`).
 */
export type BlogWriteOutcome = { stored: true } | { stale: true } | { slugTakenBy: string } | { termGone: true };

/**
 * A post's write touches each term it names (`postWrites`, a counter), in the same transaction and
 * only if the term still exists; a term's delete is conditioned on the counter it read before
 * looking for posts that use it. So a post saved with a term while the term is deleted makes one of
 * the two fail: never a post filed under a term that no longer exists.
 */
const POST_WRITES = 'postWrites';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * Writes `next` (conditional on `previous`'s version, or on not existing), claims its slug and
 * lets go of the previous one when it changed, with the events announcing it (decision 017).
 */
async function writeWithSlug(
  config: TableAccess,
  record: { item: Record<string, unknown>; version: number; previousVersion: number | null; ownerId: string },
  slug: { key: Record<string, string>; previousKey: Record<string, string> | null },
  events: readonly PendingEvent[],
  touchedTerms: readonly Record<string, string>[] = [],
): Promise<BlogWriteOutcome> {
  const TableName = config.TABLE_NAME;
  const items: TransactItem[] = [
    {
      Put: {
        TableName,
        Item: record.item,
        ...(record.previousVersion === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': record.previousVersion } }),
      },
    },
  ];
  const slugChanged = slug.previousKey?.pk !== slug.key.pk;
  if (slugChanged) {
    items.push({ Put: { TableName, Item: { ...slug.key, type: 'BlogSlug', ownerId: record.ownerId }, ConditionExpression: 'attribute_not_exists(pk)' } });
    if (slug.previousKey)
      items.push({
        Delete: { TableName, Key: slug.previousKey, ConditionExpression: 'ownerId = :owner', ExpressionAttributeValues: { ':owner': record.ownerId } },
      });
  }
  for (const event of events) items.push({ Put: { TableName, Item: pendingEventItem(event) } });
  const firstTerm = items.length;
  for (const Key of touchedTerms) {
    items.push({
      Update: {
        TableName,
        Key,
        UpdateExpression: `ADD ${POST_WRITES} :one`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
  }
  try {
    await documentClient(config).send(new TransactWriteCommand({ TransactItems: items }));
    return { stored: true };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes.slice(firstTerm).includes('ConditionalCheckFailed')) return { termGone: true };
    if (slugChanged && codes[1] === 'ConditionalCheckFailed') {
      const { Item } = await documentClient(config).send(new GetCommand({ TableName, Key: slug.key }));
      // Released between the two reads: the caller may simply try again.
      return Item ? { slugTakenBy: toClaim(Item).ownerId } : { stale: true };
    }
    if (codes[0] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict')) return { stale: true };
    throw error;
  }
}

export function blogRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  const posts = {
    async get(id: string): Promise<BlogPost | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.post(id) }));
      return Item ? toPost(Item) : null;
    },

    /** Every post, the most recently edited first. */
    async list(): Promise<BlogPost[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'BLOG#POSTS' }, ScanIndexForward: false },
        MAX_POSTS,
      );
      return items.map(toPost);
    },

    /** The published posts, newest first: what the site shows. */
    async listPublished(): Promise<BlogPost[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': 'BLOG#PUBLISHED' },
          ScanIndexForward: false,
        },
        MAX_POSTS,
      );
      return items.map(toPost);
    },

    /** Scheduled posts whose time is `now` or earlier, the earliest first. */
    async listDue(now: Date): Promise<BlogPost[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi2',
          // '#' sorts before every id character, so a post due at exactly `now` is included and none after it.
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :until',
          ExpressionAttributeValues: { ':pk': 'BLOG#SCHEDULED', ':until': `${now.toISOString()}#~` },
        },
        MAX_POSTS,
      );
      return items.map(toPost).filter((post) => post.publishAt !== undefined && Date.parse(post.publishAt) <= now.getTime());
    },

    /** Stores `next`, whose version is one more than `previous`'s (null: a new post), with its events. */
    save(next: BlogPost, previous: BlogPost | null, events: readonly PendingEvent[] = []): Promise<BlogWriteOutcome> {
      return writeWithSlug(
        config,
        {
          item: { ...keys.post(next.id), ...postIndexes(next), type: 'BlogPost', ...next },
          version: next.version,
          previousVersion: previous?.version ?? null,
          ownerId: next.id,
        },
        { key: keys.postSlug(next.slug), previousKey: previous ? keys.postSlug(previous.slug) : null },
        events,
        [keys.term('categories', next.categoryId), keys.term('authors', next.authorId), ...[...new Set(next.tagIds)].map((id) => keys.term('tags', id))],
      );
    },
  };

  const terms = {
    async get(kind: TermKind, id: string): Promise<BlogTerm | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.term(kind, id) }));
      return Item ? toTerm(Item) : null;
    },

    /** One kind's terms by name. */
    async list(kind: TermKind): Promise<BlogTerm[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': `BLOG#TERMS#${kind}` } },
        1000,
      );
      return items.map(toTerm);
    },

    /** The term with how many post writes have named it (what a delete is conditioned on). */
    async getForDelete(kind: TermKind, id: string): Promise<{ term: BlogTerm; postWrites: number | null } | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.term(kind, id), ConsistentRead: true }));
      if (!Item) return null;
      const writes = Item[POST_WRITES];
      return { term: toTerm(Item), postWrites: typeof writes === 'number' ? writes : null };
    },

    /**
     * Deletes the term and frees its slug, only if nobody saved it and no post named it since
     * `seen` was read: `stale` otherwise (the caller looks again).
     */
    async remove(seen: { term: BlogTerm; postWrites: number | null }): Promise<'deleted' | 'stale'> {
      const { term, postWrites } = seen;
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName,
                  Key: keys.term(term.kind, term.id),
                  ConditionExpression:
                    postWrites === null ? `version = :version AND attribute_not_exists(${POST_WRITES})` : `version = :version AND ${POST_WRITES} = :writes`,
                  ExpressionAttributeValues: { ':version': term.version, ...(postWrites === null ? {} : { ':writes': postWrites }) },
                },
              },
              {
                Delete: {
                  TableName,
                  Key: keys.termSlug(term.kind, term.slug),
                  ConditionExpression: 'ownerId = :owner',
                  ExpressionAttributeValues: { ':owner': term.id },
                },
              },
            ],
          }),
        );
        return 'deleted';
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.includes('ConditionalCheckFailed') || codes?.includes('TransactionConflict')) return 'stale';
        throw error;
      }
    },

    save(next: BlogTerm, previous: BlogTerm | null, events: readonly PendingEvent[] = []): Promise<BlogWriteOutcome> {
      return writeWithSlug(
        config,
        {
          item: {
            ...keys.term(next.kind, next.id),
            gsi1pk: `BLOG#TERMS#${next.kind}`,
            gsi1sk: `${next.name.toLowerCase()}#${next.id}`,
            type: 'BlogTerm',
            ...next,
          },
          version: next.version,
          previousVersion: previous?.version ?? null,
          ownerId: next.id,
        },
        { key: keys.termSlug(next.kind, next.slug), previousKey: previous ? keys.termSlug(previous.kind, previous.slug) : null },
        events,
      );
    },
  };

  return { posts, terms };
}
