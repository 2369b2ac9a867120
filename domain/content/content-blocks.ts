import type { PriceTable } from '../pricing/price-versions.ts';
import * as z from '../shared/zod.ts';
import { formatMoney } from '../shared/money.ts';
import { startingDiscoPricePerPerson, startingPrivateHourlyRate, startingPrivatePrice } from '../pricing/price-table.ts';

// Content blocks (issue 19, decision 032): the short copy of the public pages staff may change
// (headlines, leads, calls to action, the announcement bar), keyed by page and slot. The text is
// plain (no markup: React renders it as text, so nothing a block holds can become HTML) on one
// line, and money only ever comes from domain/ through price tokens: a typed `$` amount is refused,
// so a block can never quote a price the engine would not charge.

export interface ContentBlockDefinition {
  /** `<page>.<slot>`, stable: stored overrides are keyed by it. */
  readonly key: string;
  /** The page path it appears on; '*' for every public page. */
  readonly page: string;
  /** What staff see on /admin/content-blocks. */
  readonly label: string;
  readonly defaultText: string;
  readonly maxLength: number;
  /** May be emptied (the announcement bar: empty hides it). */
  readonly optional?: boolean;
}

/** Every block, in the order the admin screen lists them. Defaults are today's page copy. */
export const CONTENT_BLOCKS = [
  {
    key: 'site.announcement',
    page: '*',
    label: 'Announcement bar (every page; empty hides it)',
    defaultText: '',
    maxLength: 140,
    optional: true,
  },
  { key: 'home.hero.title', page: '/', label: 'Home: headline', defaultText: 'Lake Travis party boats, priced live and booked in minutes', maxLength: 90 },
  { key: 'faq.intro.title', page: '/faq', label: 'FAQ: headline', defaultText: 'Frequently asked questions', maxLength: 90 },
  { key: 'faq.cta.heading', page: '/faq', label: 'FAQ: call to action heading', defaultText: 'Still have a question?', maxLength: 80 },
  { key: 'gallery.intro.title', page: '/gallery', label: 'Gallery: headline', defaultText: 'The boats, the lake and the parties', maxLength: 90 },
  {
    key: 'gallery.intro.lead',
    page: '/gallery',
    label: 'Gallery: intro',
    defaultText: 'A look at our fleet, the ATX Disco Cruise, swim stops in the coves and the sunsets that end the day. Choose any picture to see it full size.',
    maxLength: 300,
  },
  { key: 'gallery.cta.heading', page: '/gallery', label: 'Gallery: call to action heading', defaultText: 'Picture your group here', maxLength: 80 },
  {
    key: 'gallery.cta.text',
    page: '/gallery',
    label: 'Gallery: call to action text',
    defaultText: 'Choose a date and a boat in the quote chat and see your exact price.',
    maxLength: 200,
  },
] as const satisfies readonly ContentBlockDefinition[];

export type ContentBlockKey = (typeof CONTENT_BLOCKS)[number]['key'];
export const CONTENT_BLOCK_KEYS = CONTENT_BLOCKS.map((block) => block.key) as [ContentBlockKey, ...ContentBlockKey[]];

const byKey = new Map<string, ContentBlockDefinition>(CONTENT_BLOCKS.map((block) => [block.key, block]));

export function isContentBlockKey(key: string): key is ContentBlockKey {
  return byKey.has(key);
}

export function contentBlockDefinition(key: ContentBlockKey): ContentBlockDefinition {
  return byKey.get(key)!;
}

/** The pages with blocks, in the registry's order, for listing by page. */
export function contentBlockPages(): string[] {
  return [...new Set(CONTENT_BLOCKS.map((block) => block.page))];
}

/**
 * The price tokens a block may use instead of a typed amount: each is rendered from the price table
 * the caller passes (the version in effect when the site is built), so the copy follows every
 * price change.
 */
export const PRICE_TOKENS = {
  'price.privateFrom': { label: 'Cheapest private charter, all in', cents: (table: PriceTable) => startingPrivatePrice(table) },
  'price.privateHourlyFrom': { label: 'Lowest private hourly rate', cents: (table: PriceTable) => startingPrivateHourlyRate(table) },
  'price.discoFrom': { label: 'Cheapest disco ticket per person', cents: (table: PriceTable) => startingDiscoPricePerPerson(table) },
} as const;
export type PriceToken = keyof typeof PRICE_TOKENS;

const TOKEN_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;
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
    if (!(match[1]! in PRICE_TOKENS)) return `"{{${match[1]}}}" is not a price token; use one of ${Object.keys(PRICE_TOKENS).join(', ')}.`;
  }
  if (/\{\{|\}\}/.test(text.replace(TOKEN_PATTERN, ''))) return 'Close each price token with }} (e.g. {{price.discoFrom}}).';
  return null;
}

/** The text a visitor reads: price tokens replaced by today's prices from the rate table. */
export function renderContentBlockText(text: string, table: PriceTable): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => (name in PRICE_TOKENS ? formatMoney(PRICE_TOKENS[name as PriceToken].cents(table)) : whole));
}

/** What is stored: only the blocks whose text differs from the default (decision 032, as 013). */
export type ContentBlockOverrides = Partial<Record<ContentBlockKey, string>>;

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
  };
}

/**
 * The global the site build defines (Vite `define`) as the stored overrides, as for the business
 * facts (decision 013): the prerenderer and the browser bundle read the same text, so hydration
 * never disagrees with the HTML. Undefined anywhere else (tests, Lambdas): the defaults.
 */
export const CONTENT_BLOCK_OVERRIDES_GLOBAL = '__CONTENT_BLOCK_OVERRIDES__';
declare const __CONTENT_BLOCK_OVERRIDES__: ContentBlockOverrides | undefined;
const builtIn: ContentBlockOverrides = typeof __CONTENT_BLOCK_OVERRIDES__ === 'undefined' ? {} : __CONTENT_BLOCK_OVERRIDES__;

/** The text the site was built with, rendered (prices filled in). */
export function builtContentBlock(key: ContentBlockKey, table: PriceTable): string {
  return renderContentBlockText(builtIn[key] ?? contentBlockDefinition(key).defaultText, table);
}
