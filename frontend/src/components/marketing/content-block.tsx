import { sitePriceTable } from '../../site/site-pricing.ts';
import { builtContentBlock, isContentBlockDefinition, renderedDefault, type ContentBlockDefinition } from '#domain/content/content-block-text.ts';

/**
 * A content block's text as the site was built with it (decisions 032, 084), marked so the inline
 * editor finds it. The text comes from a build-time constant, so the prerendered HTML and the
 * hydrated page always hold the same words. A page passes its own block (from
 * domain/content/blocks/<page>.ts), so its script carries only its own page's copy.
 */
export function ContentBlock({ block }: { block: ContentBlockDefinition }) {
  return <span data-content-block={block.key}>{builtContentBlock(block, sitePriceTable)}</span>;
}

/** Copy that is a block or, where it is too computed to be one, a string. */
export type BlockOrText = ContentBlockDefinition | string;

/** A block as its `ContentBlock`, a string as itself. */
export function BlockText({ value }: { value: BlockOrText }) {
  return isContentBlockDefinition(value) ? <ContentBlock block={value} /> : value;
}

/** The text a visitor reads, for where text (not markup) is needed. */
export function blockText(value: BlockOrText): string {
  return isContentBlockDefinition(value) ? builtContentBlock(value, sitePriceTable) : value;
}

/** The default text as a visitor reads it, for ids and anchors: a staff edit never moves them. */
export function blockAnchorText(value: BlockOrText): string {
  return isContentBlockDefinition(value) ? renderedDefault(value, sitePriceTable) : value;
}
