import type { PriceTable } from '../pricing/price-versions.ts';
import { formatMoney } from '../shared/money.ts';
import { startingDiscoTicketAllIn, startingPrivateHourlyRate, startingPrivatePrice } from '../pricing/price-table.ts';
import { CRUISE_DURATION_HOURS } from '../pricing/rates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_PACKAGES, DISCO_WEEKDAYS } from '../pricing/disco.ts';
import { BOATS, PRIVATE_MAX_GUESTS, boatForTier } from '../pricing/fleet.ts';
import { WEEKDAY_NAMES } from '../shared/dates.ts';

// A content block's definition, its tokens and its text as the site was built (decision 032),
// without the zod schemas (content-blocks.ts) and without the registry of every block
// (content-block-registry.ts): a public page imports this and its own page's blocks from
// blocks/<page>.ts, so its script carries neither a schema it never uses (decision 055) nor the
// other pages' copy (decision 084).

export interface ContentBlockDefinition {
  /** `<page>.<slot>`, stable: stored overrides are keyed by it. */
  readonly key: string;
  /** The page path it appears on; '*' for every public page. */
  readonly page: string;
  /** What staff see on /admin/content-blocks and in the inline editor ("Bachelor party: headline"). */
  readonly label: string;
  readonly defaultText: string;
  readonly maxLength: number;
  /** May be emptied (the announcement bar: empty hides it). */
  readonly optional?: boolean;
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

const discoDayNames = DISCO_WEEKDAYS.map((day) => WEEKDAY_NAMES[day] ?? '');
const largestBoat = boatForTier(75);

/**
 * The fact tokens (decision 084): the business's figures and names that copy states (a cruise's
 * hours, the disco cruise's minimum age), rendered from their domain/ constants so a block follows
 * them as a price token follows the rate table.
 */
export const FACT_TOKENS = {
  'fact.cruiseHours': { label: 'Hours of every cruise', text: String(CRUISE_DURATION_HOURS) },
  'fact.discoMinAge': { label: 'Disco cruise minimum age (and the BYOB age)', text: String(DISCO_MIN_AGE) },
  'fact.discoMinGuests': { label: 'Smallest disco cruise group', text: String(DISCO_MIN_GUESTS) },
  'fact.discoMaxGuests': { label: 'Largest disco cruise group', text: String(DISCO_MAX_GUESTS) },
  'fact.discoDays': { label: 'Disco cruise days, joined by "and"', text: discoDayNames.join(' and ') },
  'fact.discoDaysOr': { label: 'Disco cruise days, joined by "or"', text: discoDayNames.join(' or ') },
  'fact.discoBasic': { label: 'Name of the first disco package', text: DISCO_PACKAGES.basic.name },
  'fact.discoQueen': { label: 'Name of the disco package the bride rides free on', text: DISCO_PACKAGES.disco_queen.name },
  'fact.discoPlatinum': { label: 'Name of the top disco package', text: DISCO_PACKAGES.platinum.name },
  'fact.privateMaxGuests': { label: 'Largest private charter group', text: String(PRIVATE_MAX_GUESTS) },
  'fact.boatCount': { label: 'Number of boats in the fleet', text: String(BOATS.length) },
  'fact.largestBoat': { label: 'Name of the largest boat', text: largestBoat.name },
  'fact.largestBoatCapacity': { label: 'Guests the largest boat takes', text: String(largestBoat.capacity) },
} as const;
export type FactToken = keyof typeof FACT_TOKENS;

export const TOKEN_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function isPriceToken(name: string): name is PriceToken {
  return Object.hasOwn(PRICE_TOKENS, name);
}

export function isFactToken(name: string): name is FactToken {
  return Object.hasOwn(FACT_TOKENS, name);
}

/** The text a visitor reads: price tokens replaced by today's prices from the rate table, fact tokens by the facts. */
export function renderContentBlockText(text: string, table: PriceTable): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => {
    if (isPriceToken(name)) return formatMoney(PRICE_TOKENS[name].cents(table));
    if (isFactToken(name)) return FACT_TOKENS[name].text;
    return whole;
  });
}

/** What is stored: only the blocks whose text differs from the default (decision 032, as 013). */
export type ContentBlockOverrides = Partial<Record<string, string>>;

/**
 * The global the site build defines (Vite `define`) as the stored overrides, as for the business
 * facts (decision 013): the prerenderer and the browser bundle read the same text, so hydration
 * never disagrees with the HTML. Undefined anywhere else (tests, Lambdas): the defaults.
 */
export const CONTENT_BLOCK_OVERRIDES_GLOBAL = '__CONTENT_BLOCK_OVERRIDES__';
declare const __CONTENT_BLOCK_OVERRIDES__: ContentBlockOverrides | undefined;
const builtIn: ContentBlockOverrides = typeof __CONTENT_BLOCK_OVERRIDES__ === 'undefined' ? {} : __CONTENT_BLOCK_OVERRIDES__;

/** The text the site was built with, rendered (tokens filled in). */
export function builtContentBlock(block: ContentBlockDefinition, table: PriceTable): string {
  return renderContentBlockText(builtIn[block.key] ?? block.defaultText, table);
}

/** The default text as a visitor reads it: what anchors and ids derive from, so an override never moves them. */
export function renderedDefault(block: ContentBlockDefinition, table: PriceTable): string {
  return renderContentBlockText(block.defaultText, table);
}

/** Whether a value is a block's definition (page copy is a block or, where too computed to be one, a string). */
export function isContentBlockDefinition(value: unknown): value is ContentBlockDefinition {
  return typeof value === 'object' && value !== null && typeof (value as ContentBlockDefinition).key === 'string' && 'defaultText' in value;
}
