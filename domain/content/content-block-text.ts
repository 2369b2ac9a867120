import type { PriceTable } from '../pricing/price-versions.ts';
import { formatMoney } from '../shared/money.ts';
import { startingDiscoTicketAllIn, startingPrivateHourlyRate, startingPrivatePrice } from '../pricing/price-table.ts';

// The content blocks' registry and their text as the site was built (decision 032), without their
// zod schemas (content-blocks.ts): the public pages import this, and a page's script builds no
// schema it never uses (issue 27, decision 055).

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
  'price.discoFrom': { label: 'Cheapest disco ticket per person, tax and gratuity in', cents: (table: PriceTable) => startingDiscoTicketAllIn(table) },
} as const;
export type PriceToken = keyof typeof PRICE_TOKENS;

export const TOKEN_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The text a visitor reads: price tokens replaced by today's prices from the rate table. */
export function renderContentBlockText(text: string, table: PriceTable): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => (name in PRICE_TOKENS ? formatMoney(PRICE_TOKENS[name as PriceToken].cents(table)) : whole));
}

/** What is stored: only the blocks whose text differs from the default (decision 032, as 013). */
export type ContentBlockOverrides = Partial<Record<ContentBlockKey, string>>;

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
