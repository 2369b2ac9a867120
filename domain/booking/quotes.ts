import type { PublicBooking } from './booking.ts';
import type { BookedQuoteView } from './booking-history.ts';
import { addDays, daysBetween, type IsoDate } from '../shared/dates.ts';
import type { DepositSchedule } from '../pricing/deposit.ts';
import { DISCO_PACKAGES, type DiscoPackageKey } from '../pricing/disco.ts';
import type { EventTypeKey } from './event-types.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice, type PriceCalculationResult } from '../pricing/pricing.ts';
import type { PriceExtras } from '../pricing/price-extras.ts';
import type { PricingContext } from '../pricing/pricing-context.ts';
import type { PrivatePackageType } from '../pricing/rates.ts';
import { tierPackagesFor } from '../pricing/tier-packages.ts';
import { QUOTE_PRICE_HOLD_DAYS, type QuoteSource } from './quote-identity.ts';

// A quote is an offer: what the guest chose, the price the engine computed for it on the day it
// was issued, and how long that price is held. The selection is all a browser may send; every
// amount is computed again on the server from it.

/** An add-on the guest chose: the product and, for a per-cruise one, how many (decision 027). */
export interface SelectedAddOn {
  productId: string;
  quantity: number;
}

/** Add-ons and a promo code: ids and text only; the server prices them from the stored catalogue. */
export interface SelectionExtras {
  addOns?: SelectedAddOn[] | undefined;
  /** Upper-case; kept on the quote only when the server applied it. */
  promoCode?: string | undefined;
}

export interface PrivateQuoteSelection extends SelectionExtras {
  kind: 'private';
  eventType: EventTypeKey;
  groupSize: number;
  eventDate: IsoDate;
  packageType: PrivatePackageType;
  lilyPad: boolean;
}

export interface DiscoQuoteSelection extends SelectionExtras {
  kind: 'disco';
  eventType: EventTypeKey;
  groupSize: number;
  eventDate: IsoDate;
  discoPackage: DiscoPackageKey;
  /** The bride (guest of honour) is one of the guests; she rides free on packages that allow it. */
  brideIncluded: boolean;
}

export type QuoteSelection = PrivateQuoteSelection | DiscoQuoteSelection;

/** The engine's price for a selection; throws DomainError when the selection breaks a rule. */
export function priceQuoteSelection(selection: QuoteSelection, today: IsoDate, pricing: PricingContext, extras?: PriceExtras): PriceCalculationResult {
  const common = { groupSize: selection.groupSize, eventDate: selection.eventDate, today, pricing, ...(extras ? { extras } : {}) };
  return selection.kind === 'private'
    ? calculatePrivateCruisePrice({ ...common, packageType: selection.packageType, lilyPad: selection.lilyPad })
    : calculateDiscoCruisePrice({ ...common, discoPackage: selection.discoPackage, brideIncluded: selection.brideIncluded });
}

/** What the chosen package includes, as the quote page and e-mails list it. */
export function quoteInclusions(price: PriceCalculationResult): readonly string[] {
  return price.kind === 'private' ? tierPackagesFor(price.capacity).packages[price.packageType].inclusions : DISCO_PACKAGES[price.packageType].inclusions;
}

export function quoteExpiresOn(issuedOn: IsoDate): IsoDate {
  return addDays(issuedOn, QUOTE_PRICE_HOLD_DAYS);
}

export type QuoteStatus = 'active' | 'expired';

/**
 * A quote is active through its expiry date and while its cruise is still ahead; after either it
 * is expired (the guest asks for a fresh one).
 */
export function quoteStatus(quote: { expiresOn: IsoDate; eventDate: IsoDate }, today: IsoDate): QuoteStatus {
  return daysBetween(today, quote.expiresOn) < 0 || daysBetween(today, quote.eventDate) < 0 ? 'expired' : 'active';
}

/**
 * The quote as anyone holding its link sees it. The link is meant to be shared with the group, so
 * it carries the organiser's first name only, never their e-mail or phone.
 */
export interface PublicQuote {
  id: string;
  /** Short reference to quote on the phone, e.g. 'Q-3F9A2C1B'. */
  reference: string;
  status: QuoteStatus;
  source: QuoteSource;
  issuedOn: IsoDate;
  expiresOn: IsoDate;
  firstName: string;
  selection: QuoteSelection;
  /** The price as issued (held until expiresOn). */
  price: PriceCalculationResult;
  /**
   * The deposit and balance schedule for the held total as of today (the rule depends on how near
   * the cruise is, so it is recomputed on every view); null once the quote has expired.
   */
  deposit: DepositSchedule | null;
  inclusions: readonly string[];
  /** What the guest wrote for the crew, if anything. */
  notes?: string;
  /** Set when staff amended this quote: the page of its latest version (this one is kept as it was). */
  latestVersionPath?: string;
}

/** POST /api/quotes answers this (201 for a new quote, 200 for a retried request). */
export interface CreateQuoteResponse {
  quote: PublicQuote;
  token: string;
  /** Site path of the quote page: `/quote/<token>`. */
  path: string;
}

/** GET /api/quotes/by-token/{token} answers this. */
export interface QuoteByTokenResponse {
  quote: PublicQuote;
  /** The quote's live booking (pending deposit or confirmed), if it was booked. */
  booking: PublicBooking | null;
  /** That booking as it is now (its date, time and itemised price) with its history; null when not booked. */
  booked: BookedQuoteView | null;
}
