// A quote's names and links: its sources, its token's length, its reference and its page. Nothing
// here prices anything, so a page or a function that only links to a quote (a receipt, /pay) does
// not load the price engine with it (issue 27); quotes.ts re-exports these.

/** Prices on a quote are held this many days from the day it is issued. */
export const QUOTE_PRICE_HOLD_DAYS = 14;

/** Where a quote was made: the /chat page, the embeddable widget, or by staff in the back office. */
// 'book': the /book page, for a guest who knows what they want (one form, then the booking step).
export const QUOTE_SOURCES = ['chat', 'embed', 'staff', 'book'] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

/** Tokens are longer than a legacy id can be (see quote-id.ts), so /quote/{x} can tell them apart. */
export const QUOTE_TOKEN_MIN_LENGTH = 51;
export const QUOTE_TOKEN_MAX_LENGTH = 200;

export function quoteReference(id: string): string {
  return `Q-${id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

export function quotePath(token: string): string {
  return `/quote/${token}`;
}

/** The first word of the name the guest gave, for greetings and shared views. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** A partner's referral code (`?ref=`, decision 028): the schema's rule, without zod for a page that only reads a link. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
