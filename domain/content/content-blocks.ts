import type { PriceTable } from '../pricing/price-versions.ts';
import * as z from '../shared/zod.ts';
import { formatMoney } from '../shared/money.ts';
import {
  FACT_TOKENS,
  isFactToken,
  isPriceToken,
  PRICE_TOKENS,
  renderContentBlockText,
  TOKEN_PATTERN,
  type ContentBlockOverrides,
} from './content-block-text.ts';
import { CONTENT_BLOCKS, contentBlockDefinition, isContentBlockKey, type ContentBlockKey } from './content-block-registry.ts';

// A block's definition and built text live in content-block-text.ts, free of zod, for the pages;
// every page's blocks are aggregated in content-block-registry.ts (decision 084).
export * from './content-block-text.ts';
export * from './content-block-registry.ts';

// Content blocks (issue 19, decision 032): the short copy of the public pages staff may change
// (headlines, leads, calls to action, the announcement bar), keyed by page and slot. The text is
// plain (no markup: React renders it as text, so nothing a block holds can become HTML) on one
// line, and money only ever comes from domain/ through price tokens: a typed `$` amount is refused,
// so a block can never quote a price the engine would not charge.

// `$450`, `$ 1,200`, `$99.50`, `USD 40`: any amount typed as money.
const TYPED_AMOUNT = /\$\s*\d[\d,]*(?:\.\d+)?|\b(?:USD|US\$)\s*\d[\d,]*(?:\.\d+)?/i;

/** The first problem with a block's text, or null. Messages name what to change. */
export function contentBlockTextProblem(key: ContentBlockKey, text: string): string | null {
  const block = contentBlockDefinition(key);
  if (text.trim() !== text) return 'Remove the spaces at the start or end.';
  if (text.length === 0 && !block.optional) return 'Enter the text (use Reset to default to go back to the original).';
  if (text.length > block.maxLength) return `Keep it to ${block.maxLength} characters (it has ${text.length}).`;
  if (/[\r\n\t]/.test(text)) return 'Keep it on one line: a block is a single line of text.';
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'Remove the control characters.';
  const amount = TYPED_AMOUNT.exec(text);
  if (amount) {
    const tokens = Object.keys(PRICE_TOKENS)
      .map((token) => `{{${token}}}`)
      .join(', ');
    return `Prices come from the rate table: replace "${amount[0]}" with a price token (${tokens}).`;
  }
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const name = match[1]!;
    if (name.startsWith('fact.') && !isFactToken(name)) return `"{{${name}}}" is not a fact token; use one of ${Object.keys(FACT_TOKENS).join(', ')}.`;
    if (!isPriceToken(name) && !isFactToken(name))
      return `"{{${name}}}" is not a price token; use one of ${Object.keys(PRICE_TOKENS).join(', ')} (or a fact token).`;
  }
  if (/\{\{|\}\}/.test(text.replace(TOKEN_PATTERN, ''))) return 'Close each token with }} (e.g. {{price.discoFrom}}).';
  return null;
}

export const contentBlockOverridesSchema = z.record(z.string(), z.string()).check(
  z.superRefine((value, context) => {
    for (const [key, text] of Object.entries(value)) {
      if (!isContentBlockKey(key)) {
        context.addIssue({ code: 'custom', path: [key], message: `There is no content block ${key}.` });
        continue;
      }
      const problem = contentBlockTextProblem(key, text);
      if (problem) context.addIssue({ code: 'custom', path: [key], message: problem });
      else if (text === contentBlockDefinition(key).defaultText) {
        context.addIssue({ code: 'custom', path: [key], message: 'A block equal to its default is not stored as an override.' });
      }
    }
  }),
);

/** `overrides` with `key` set to `text`, dropping it when the text is the default (the reset). */
export function withContentBlockText(overrides: ContentBlockOverrides, key: ContentBlockKey, text: string): ContentBlockOverrides {
  const next: ContentBlockOverrides = { ...overrides };
  if (text === contentBlockDefinition(key).defaultText) delete next[key];
  else next[key] = text;
  return next;
}

/** Every block's raw text (tokens unrendered): the default unless overridden. */
export function contentBlockTexts(overrides: ContentBlockOverrides): Record<ContentBlockKey, string> {
  return Object.fromEntries(CONTENT_BLOCKS.map((block) => [block.key, overrides[block.key] ?? block.defaultText])) as Record<ContentBlockKey, string>;
}

/** PUT /api/admin/content-blocks/{key}: the version read, and the new text (the default resets it). */
export const contentBlockSaveSchema = z.strictObject({
  version: z.number({ message: 'Send the version you loaded (a whole number, 0 when nothing was saved).' }).check(z.int(), z.nonnegative()),
  text: z.string({ message: 'Send the block text as a string.' }).check(z.maxLength(2000, { message: 'Keep the text under 2,000 characters.' })),
});
export type ContentBlockSaveRequest = z.infer<typeof contentBlockSaveSchema>;

export interface AdminContentBlock {
  key: ContentBlockKey;
  page: string;
  label: string;
  maxLength: number;
  optional: boolean;
  defaultText: string;
  /** Raw text, tokens unrendered. */
  text: string;
  /** What a visitor reads. */
  rendered: string;
  customised: boolean;
}

export interface AdminContentBlocksResponse {
  blocks: AdminContentBlock[];
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  priceTokens: { token: string; label: string; rendered: string }[];
  /** The fact tokens (decision 084): a figure or name from domain/ a block may state. */
  factTokens: { token: string; label: string; rendered: string }[];
}

export function adminContentBlocks(
  stored: { overrides: ContentBlockOverrides; version: number; updatedAt: string; updatedBy: string } | null,
  table: PriceTable,
): AdminContentBlocksResponse {
  const overrides = stored?.overrides ?? {};
  const texts = contentBlockTexts(overrides);
  return {
    blocks: CONTENT_BLOCKS.map((block) => ({
      key: block.key,
      page: block.page,
      label: block.label,
      maxLength: block.maxLength,
      optional: 'optional' in block && block.optional === true,
      defaultText: block.defaultText,
      text: texts[block.key],
      rendered: renderContentBlockText(texts[block.key], table),
      customised: overrides[block.key] !== undefined,
    })),
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
    priceTokens: Object.entries(PRICE_TOKENS).map(([token, { label, cents }]) => ({ token: `{{${token}}}`, label, rendered: formatMoney(cents(table)) })),
    factTokens: Object.entries(FACT_TOKENS).map(([token, { label, text }]) => ({ token: `{{${token}}}`, label, rendered: text })),
  };
}
