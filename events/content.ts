import * as z from '#domain/shared/zod.ts';
import { CONTENT_BLOCK_KEYS } from '#domain/content/content-blocks.ts';
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
      key: z.enum(CONTENT_BLOCK_KEYS),
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
