import { BUSINESS_FACT_OVERRIDES_GLOBAL, type BusinessFactOverrides } from '#domain/site/business.ts';
import { businessFactOverridesSchema } from '#domain/site/business-settings.ts';

/**
 * The Vite `define` that builds the staff's stored business facts into the site (decision 013):
 * domain/site/business.ts merges the constant into `businessFacts` when the module loads, in the
 * browser bundle and in the prerenderer's server bundle alike, so the HTML, the JSON-LD and the
 * hydrated app show the same facts. The overrides are checked first: a build never publishes
 * facts a save would have refused.
 */
export function businessFactsDefine(overrides: BusinessFactOverrides): Record<string, string> {
  return { [BUSINESS_FACT_OVERRIDES_GLOBAL]: JSON.stringify(businessFactOverridesSchema.parse(overrides)) };
}

/** JSON with object keys sorted, so equal overrides read back in another key order hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
