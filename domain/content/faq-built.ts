// Staff's FAQ lists as the site was built (decision 032), without their zod schemas
// (faq-overrides.ts): the public pages import this, and a page's script builds no schema it never
// uses (issue 27, decision 055).

export interface FaqItem {
  /** A slug, unique on its page: votes are recorded against it. */
  id: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  category?: string;
  /** Kept (with its votes) but not shown. */
  retired: boolean;
}

export type FaqOverrides = Record<string, FaqItem[]>;

/** What the page shows: the stored list without the retired answers, or the page's own. */
export function faqsWithOverrides<T extends { id: string; question: string; answer: string; category?: string }>(
  overrides: FaqOverrides,
  page: string,
  defaults: readonly T[],
): readonly (T | FaqItem)[] {
  const stored = overrides[page];
  if (!stored) return defaults;
  return stored.filter((item) => !item.retired);
}

/** The Vite define the build sets, as the content blocks' (decision 032). */
export const FAQ_OVERRIDES_GLOBAL = '__FAQ_OVERRIDES__';
declare const __FAQ_OVERRIDES__: FaqOverrides | undefined;
const builtIn: FaqOverrides = typeof __FAQ_OVERRIDES__ === 'undefined' ? {} : __FAQ_OVERRIDES__;

/** The answers a page shows, as the site was built: the staff's list, or the page's own. */
export function builtFaqs<T extends { id: string; question: string; answer: string; category?: string }>(
  page: string,
  defaults: readonly T[],
): readonly (T | FaqItem)[] {
  return faqsWithOverrides(builtIn, page, defaults);
}
