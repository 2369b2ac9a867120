// What decides, before /book paints, whether its prerendered empty form is this visitor's page.
// Free of everything else (no zod, no domain): it runs as a parser-blocking script in the head
// (src/book-prefill.ts), so it must be tiny.

/** The /book query parameters that fill in or describe the form (book-request.ts bookEntryFrom); `ref` alone only attributes the quote. */
export const BOOK_ENTRY_KEYS = ['package', 'groupSize', 'boat', 'dayType', 'eventType'] as const;

/**
 * Whether /book opens on something other than the empty form it was prerendered with: a link
 * that chooses the cruise or group, or names a boat or day type. It may say yes when the values
 * turn out unusable: that page is then rendered in the browser, which is always right, only
 * later than hydrating.
 */
export function bookOpensPrefilled(search: string): boolean {
  const params = new URLSearchParams(search);
  return BOOK_ENTRY_KEYS.some((key) => (params.get(key)?.trim() ?? '') !== '');
}
