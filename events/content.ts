import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

/**
 * Staff changed a content block (/admin/content-blocks or inline on the site; decision 032). The
 * pages are static HTML built with the blocks, so this republishes the site, as
 * BusinessFactsChanged does (decision 013). It names the block, not its text: the build reads the
 * latest stored blocks, so two quick saves still publish the second.
 */
export const ContentBlocksChanged = defineEvent({
  source: 'cruises.content',
  detailType: 'ContentBlocksChanged',
  version: 1,
  data: () =>
    z.object({
      /** The blocks' version after the save (1 for the first save). */
      contentVersion: z.number().check(z.int(), z.positive()),
      updatedBy: z.email(),
      /**
       * A block key (`<page>.<slot>`), as its shape: the save checked it against the registry, and
       * naming every page's block here would put all their copy into every function that reads
       * the event catalogue (decision 084).
       */
      key: z.string().check(z.regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, { message: 'A content block key, <page>.<slot>' })),
      /** The page the block is on ('*': every page), so a builder could rebuild only that page. */
      page: z.string().check(z.minLength(1)),
      reset: z.boolean(),
    }),
  sample: { contentVersion: 4, updatedBy: 'captain@laketravispartycruises.example', key: 'home.hero.title', page: '/', reset: false },
});

/**
 * Staff saved a page's FAQ on /admin/faq-review (edited, reordered, added or retired answers, or
 * reset it; decision 032). The page and its FAQPage JSON-LD are built from the stored list, so
 * this republishes the site too.
 */
export const FaqChanged = defineEvent({
  source: 'cruises.content',
  detailType: 'FaqChanged',
  version: 1,
  data: () =>
    z.object({
      /** The FAQ item's version after the save. */
      faqVersion: z.number().check(z.int(), z.positive()),
      updatedBy: z.email(),
      page: z.string().check(z.minLength(1)),
      /** True when the page went back to its own answers. */
      reset: z.boolean(),
    }),
  sample: { faqVersion: 2, updatedBy: 'captain@laketravispartycruises.example', page: '/faq', reset: false },
});

/**
 * Staff approved a guest's review, or took an approved one off the site (issue 29, decision 077).
 * The page shows the approved reviews built into it, so this republishes the site. It names the
 * review and the decision, never the guest: the build reads the approved reviews as stored.
 */
export const GuestReviewsChanged = defineEvent({
  source: 'cruises.content',
  detailType: 'GuestReviewsChanged',
  version: 1,
  data: () =>
    z.object({
      reviewId: z.string().check(z.minLength(1)),
      /**
       * approved: it now shows; rejected: it showed and no longer does; removed: it showed, and its
       * guest deleted their account with it (decision 025).
       */
      status: z.enum(['approved', 'rejected', 'removed']),
      /** The staff member who decided; absent when the guest's deleted account took the review (no one to name). */
      updatedBy: z.optional(z.email()),
    }),
  sample: { reviewId: '6f1c2a9e-3b7d-4c1a-9f0e-2d8b5a7c4e10', status: 'approved', updatedBy: 'office@laketravispartycruises.example' },
});
