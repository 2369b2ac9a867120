// What /book does, before it paints, with a link that fills its form in. Free of everything else
// (no zod, no domain): it runs as a parser-blocking script in the head (src/book-prefill.ts), so it
// must be tiny.
//
// The page is prerendered with the empty form. A link that only chooses the cruise, the group or
// the occasion (the partners' and ads' links, the thank-you e-mail's "book again") is the same
// form with values in three fields: the script puts them there as the page is parsed, and React
// takes the form over on the guest's first interaction as on a plain /book, reading the same
// values from the link (bookEntryFrom). A link that names a boat or a day type also shows a hint
// the prerendered page has not got: that page is rendered in the browser.

/** The /book query parameters that fill a field in, and the field's name. */
export const BOOK_FIELD_PARAMS = { package: 'packageKey', groupSize: 'groupSize', eventType: 'eventType' } as const;

/** The /book query parameters that add a hint to the form (a boat, a day type). */
export const BOOK_HINT_PARAMS = ['boat', 'dayType'] as const;

/** Every /book query parameter the form reads (book-request.ts bookEntryFrom); `ref` alone only attributes the quote. */
export const BOOK_ENTRY_KEYS = [...(Object.keys(BOOK_FIELD_PARAMS) as (keyof typeof BOOK_FIELD_PARAMS)[]), ...BOOK_HINT_PARAMS] as const;

const given = (params: URLSearchParams, key: string) => (params.get(key)?.trim() ?? '') !== '';

/**
 * Whether /book must be rendered in the browser rather than hydrated: a link that names a boat or
 * a day type. It may say yes when the value turns out unusable: that page is then rendered in the
 * browser, which is always right, only later than hydrating.
 */
export function bookRendersInBrowser(search: string): boolean {
  const params = new URLSearchParams(search);
  return BOOK_HINT_PARAMS.some((key) => given(params, key));
}

/** Whether a link fills any of the form's fields in. */
export function bookFillsFields(search: string): boolean {
  const params = new URLSearchParams(search);
  return Object.keys(BOOK_FIELD_PARAMS).some((key) => given(params, key));
}

/** As much of an input or a select as the fill reads. */
export interface FillableField {
  value: string;
  readonly min?: string;
  readonly max?: string;
  readonly options?: ArrayLike<{ readonly value: string }>;
}

/**
 * The value a link's parameter gives its field, read as bookEntryFrom reads it, or null: a select
 * takes one of its own options (trimmed, lower case), the number of guests a whole number within
 * the field's own min and max. Anything else leaves the field as it is, as the page would.
 */
export function fieldValueFor(field: FillableField, raw: string): string | null {
  if (field.options) {
    const wanted = raw.trim().toLowerCase();
    return Array.from(field.options).some((option) => option.value === wanted && wanted !== '') ? wanted : null;
  }
  const size = Number(raw);
  return Number.isInteger(size) && size >= Number(field.min) && size <= Number(field.max) ? String(size) : null;
}

/** Puts the link's values into the prerendered form's fields. */
export function fillBookFields(form: { readonly elements: { namedItem(name: string): unknown } }, search: string): void {
  const params = new URLSearchParams(search);
  for (const [param, name] of Object.entries(BOOK_FIELD_PARAMS)) {
    const raw = params.get(param);
    const field = form.elements.namedItem(name) as FillableField | null;
    if (raw === null || !field || typeof field.value !== 'string') continue;
    const value = fieldValueFor(field, raw);
    if (value !== null) field.value = value;
  }
}
