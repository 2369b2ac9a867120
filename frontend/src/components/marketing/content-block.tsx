import { sitePriceTable } from '../../site/site-pricing.ts';
import { builtContentBlock, type ContentBlockKey } from '#domain/content/content-block-text.ts';

/**
 * A content block's text as the site was built with it (decision 032), marked so the inline editor
 * finds it. The text comes from a build-time constant, so the prerendered HTML and the hydrated
 * page always hold the same words.
 */
export function ContentBlock({ blockKey }: { blockKey: ContentBlockKey }) {
  return <span data-content-block={blockKey}>{builtContentBlock(blockKey, sitePriceTable)}</span>;
}
