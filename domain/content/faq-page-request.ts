import * as z from '../shared/zod.ts';
import { SITE_PAGES } from '../site/site-pages.ts';
import { faqSaveSchema } from './faq-overrides.ts';

// Its own module: the page catalogue it names is not wanted by the pages that read FAQ overrides.
const pagePaths = SITE_PAGES.map((page) => page.path) as [string, ...string[]];

/** PUT /api/admin/faq-review `{ version, page, items }`: one page's FAQ list, or `items: null` to reset it. */
export const faqPageSaveRequestSchema = z.strictObject({
  ...faqSaveSchema.shape,
  page: z.enum(pagePaths, { message: 'Name a page of the site, such as /faq.' }),
});
