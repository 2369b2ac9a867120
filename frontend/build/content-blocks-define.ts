import { CONTENT_BLOCK_OVERRIDES_GLOBAL, contentBlockOverridesSchema, type ContentBlockOverrides } from '#domain/content/content-blocks.ts';

/**
 * The Vite `define` that builds the staff's stored content blocks into the site (decision 032, as
 * the business facts in decision 013): the prerenderer and the browser bundle read the same text,
 * so the HTML and the hydrated page agree. Checked first: a build never publishes a block a save
 * would have refused (a typed price, an unknown block).
 */
export function contentBlocksDefine(overrides: ContentBlockOverrides): Record<string, string> {
  return { [CONTENT_BLOCK_OVERRIDES_GLOBAL]: JSON.stringify(contentBlockOverridesSchema.parse(overrides)) };
}
