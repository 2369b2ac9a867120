import * as z from '../shared/zod.ts';

// The lists as built, and the type, live in faq-built.ts, free of zod, for the pages.
export * from './faq-built.ts';

// Staff's edits of the FAQ (issue 19, decision 032): per page, the whole ordered list of answers
// when it differs from the page's own (edited, reordered, added, retired), stored like the
// business facts (decision 013) and built into the site, so the page and its FAQPage JSON-LD
// show the same list.

const faqItemSchema = z.strictObject({
  id: z
    .string()
    .check(
      z.maxLength(120, { message: 'Keep the id under 120 characters.' }),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'An id is a slug such as can-we-bring-drinks.' }),
    ),
  question: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, { message: 'Write the question (at least 5 characters).' }),
      z.maxLength(200, { message: 'Keep the question to 200 characters.' }),
    ),
  answer: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, { message: 'Write the answer (at least 10 characters).' }),
      z.maxLength(2000, { message: 'Keep the answer to 2,000 characters.' }),
    ),
  category: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60, { message: 'Keep the category to 60 characters.' }))),
  retired: z.boolean({ message: 'Say whether the answer is retired (true or false).' }),
});

/** One page's list: unique ids, at least one answer shown. */
export const faqItemsSchema = z.array(faqItemSchema).check(
  z.maxLength(100, { message: 'A page holds at most 100 answers.' }),
  z.superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `Two answers use the id ${item.id}.` });
      seen.add(item.id);
    });
    if (items.length > 0 && items.every((item) => item.retired))
      context.addIssue({ code: 'custom', path: [], message: 'Keep at least one answer on the page, or reset it to the defaults.' });
  }),
);

export const faqOverridesSchema = z.record(z.string().check(z.regex(/^\/[a-z0-9\-/]*$/)), faqItemsSchema);

export const faqSaveSchema = z.strictObject({
  version: z.number({ message: 'Send the version you loaded (0 when nothing was saved).' }).check(z.int(), z.nonnegative()),
  /** The page's whole list in order; null resets the page to its own answers. */
  items: z.nullable(faqItemsSchema),
});
