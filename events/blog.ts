import * as z from '#domain/shared/zod.ts';
import { slugSchema, TERM_KINDS } from '#domain/content/blog.ts';
import { defineEvent } from './envelope.ts';

/**
 * The blog's announcements (decision 030). The blog's pages are static HTML built from the
 * published posts, so these are what republish the site (siteRepublishTrigger in rules.ts), as
 * BusinessFactsChanged does for the business facts. They say which post, never its text: a build
 * reads the latest stored posts.
 */

/** A post went live (published now or by the schedule), or a live post was edited. */
export const BlogPostPublished = defineEvent({
  source: 'cruises.blog',
  detailType: 'BlogPostPublished',
  version: 1,
  data: () =>
    z.object({
      postId: z.string(),
      slug: slugSchema,
      publishedAt: z.iso.datetime({ offset: true }),
      /** `published`: staff published it now; `scheduled`: the job published it at its time; `edited`: a live post changed. */
      reason: z.enum(['published', 'scheduled', 'edited']),
      /** The staff member's e-mail, or `schedule` for the job. */
      by: z.string(),
    }),
  sample: {
    postId: '5b0d6f1e-2f55-4e4a-9d57-3f4a1c1d2e3f',
    slug: 'what-to-bring-on-a-party-boat',
    publishedAt: '2026-06-01T15:00:00.000Z',
    reason: 'scheduled',
    by: 'schedule',
  },
});

/** A published post was taken off the site (back to a draft). */
export const BlogPostUnpublished = defineEvent({
  source: 'cruises.blog',
  detailType: 'BlogPostUnpublished',
  version: 1,
  data: () => z.object({ postId: z.string(), slug: slugSchema, by: z.email() }),
  sample: { postId: '5b0d6f1e-2f55-4e4a-9d57-3f4a1c1d2e3f', slug: 'what-to-bring-on-a-party-boat', by: 'captain@laketravispartycruises.example' },
});

/** A category, tag or author was added or changed: the pages that list or name it are rebuilt. */
export const BlogTermChanged = defineEvent({
  source: 'cruises.blog',
  detailType: 'BlogTermChanged',
  version: 1,
  data: () => z.object({ kind: z.enum(TERM_KINDS), termId: z.string(), slug: slugSchema, by: z.email() }),
  sample: { kind: 'categories', termId: '0c8e0a4c-9a51-4c0d-8f0a-5a2f3b1d9e77', slug: 'planning-tips', by: 'captain@laketravispartycruises.example' },
});
