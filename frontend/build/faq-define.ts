import { FAQ_OVERRIDES_GLOBAL, faqOverridesSchema, type FaqOverrides } from '#domain/content/faq-overrides.ts';

/** The Vite `define` that builds staff's FAQ lists into the site (decision 032), checked first. */
export function faqDefine(overrides: FaqOverrides): Record<string, string> {
  return { [FAQ_OVERRIDES_GLOBAL]: JSON.stringify(faqOverridesSchema.parse(overrides)) };
}
