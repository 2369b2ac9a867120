import { ART } from '../art.ts';
import { sitePriceTable } from '../site-pricing.ts';
import { builtContentBlock, isContentBlockDefinition } from '#domain/content/content-block-text.ts';

/** Shared by the content pages' tests: which art exists, and what on a page is visible copy. */
export const ART_KEYS: ReadonlySet<string> = new Set(Object.keys(ART));

/** Keys whose values are identifiers or links, not copy. */
const NON_COPY_KEYS = new Set(['path', 'related', 'heroArt', 'id', 'href', 'kind', 'tone', 'featuredPackage', 'params', 'keywords']);

/** A heading or short copy as a visitor reads it: a content block rendered (decision 084), or the string. */
export function textOf(value: unknown): string {
  if (isContentBlockDefinition(value)) return builtContentBlock(value, sitePriceTable);
  if (typeof value === 'string') return value;
  throw new Error(`Not copy: ${JSON.stringify(value)}`);
}

/** Every piece of visible copy on a page (a content block as the text it renders). */
export function copyStrings(value: unknown, key = ''): string[] {
  if (NON_COPY_KEYS.has(key)) return [];
  if (isContentBlockDefinition(value)) return [textOf(value)];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => copyStrings(v));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => copyStrings(v, k));
  }
  return [];
}
