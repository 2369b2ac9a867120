import { ART } from '../art.ts';

/** Shared by the content pages' tests: which art exists, and what on a page is visible copy. */
export const ART_KEYS: ReadonlySet<string> = new Set(Object.keys(ART));

/** Keys whose values are identifiers or links, not copy. */
const NON_COPY_KEYS = new Set(['path', 'related', 'heroArt', 'id', 'href', 'kind', 'tone', 'featuredPackage', 'params', 'keywords']);

/** Every piece of visible copy on a page. */
export function copyStrings(value: unknown, key = ''): string[] {
  if (NON_COPY_KEYS.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => copyStrings(v));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => copyStrings(v, k));
  }
  return [];
}
