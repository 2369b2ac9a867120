import { PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { businessFacts } from '#domain/site/business.ts';
import { daysBetween, type IsoDate } from '#domain/shared/dates.ts';
import type { DepositSchedule } from '#domain/pricing/deposit.ts';
import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { formatMoney, type Cents } from '#domain/shared/money.ts';
import type { PublicQuote } from '#domain/booking/quotes.ts';
import { sitePageFor } from '#domain/site/site-pages.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../../site/content/labels.ts';

// The quote page's words, built from the quote and domain/ (business facts and policies), so a
// number on the page can only ever be the one the server priced or the rule the business set.

const DISCO_CRUISE_NAME = sitePageFor('/atx-disco-cruise')?.label ?? 'Disco cruise';

export function eventTypeLabel(quote: PublicQuote): string {
  return EVENT_TYPES.find((type) => type.key === quote.selection.eventType)?.label ?? 'Party';
}

export interface QuoteFact {
  term: string;
  detail: string;
}

/**
 * The cruise as chosen: occasion, date, guests, boat or disco package, hours. Once booked, the
 * boat is the one the booking sails on: the price names the boat of its size, but a booking
 * takes the smallest free boat that fits the group at its time, which may be another (and a
 * disco booking sails on its sailing's boat).
 */
export function cruiseFacts(quote: PublicQuote, bookedBoatName?: string): QuoteFact[] {
  const { price, selection } = quote;
  const facts: QuoteFact[] = [
    { term: 'Occasion', detail: eventTypeLabel(quote) },
    { term: 'Date', detail: formatLongDate(selection.eventDate) },
    { term: 'Guests', detail: String(selection.groupSize) },
  ];
  if (price.kind === 'private') {
    facts.push({ term: 'Boat', detail: `${bookedBoatName ?? price.boat.displayName} (private charter)` }, { term: 'Package', detail: price.packageName });
  } else {
    facts.push(
      { term: 'Cruise', detail: DISCO_CRUISE_NAME },
      // A booked disco cruise sails on a boat of the fleet: its sailing's.
      ...(bookedBoatName ? [{ term: 'Boat', detail: bookedBoatName }] : []),
      { term: 'Package', detail: `${price.packageName}, ${formatMoney(price.pricePerPerson)} per guest` },
    );
  }
  facts.push({ term: 'Duration', detail: `${price.duration} hours` });
  return facts;
}

export interface PriceRow {
  key: string;
  label: string;
  /** '12 × $95.00' when the line is a count of something. */
  detail?: string;
  amount: Cents;
}

export function lineItemRows(quote: Pick<PublicQuote, 'price'>): PriceRow[] {
  return quote.price.breakdown.lineItems.map((item, index) => ({
    key: `${item.code}-${index}`,
    label: item.label,
    ...(item.quantity !== undefined && item.unitAmount !== undefined ? { detail: `${item.quantity} × ${formatMoney(item.unitAmount)}` } : {}),
    amount: item.amount,
  }));
}

export function totalRows(quote: Pick<PublicQuote, 'price'>): PriceRow[] {
  const { subtotal, tax, gratuity, total } = quote.price.breakdown;
  return [
    { key: 'subtotal', label: 'Subtotal', amount: subtotal },
    { key: 'tax', label: `Sales tax (${TAX_PERCENT_LABEL})`, amount: tax },
    { key: 'gratuity', label: `Recommended crew gratuity (${GRATUITY_PERCENT_LABEL})`, amount: gratuity },
    { key: 'total', label: 'Total', amount: total },
  ];
}

export function perPersonNote(quote: PublicQuote): string {
  return `That is ${formatMoney(quote.price.perPersonCost)} per guest for ${quote.selection.groupSize} guests, everything included.`;
}

/** Why an expired quote no longer holds its prices; null while it is active. */
export function expiryNotice(quote: PublicQuote, today: IsoDate): string | null {
  if (quote.status !== 'expired') return null;
  if (daysBetween(today, quote.selection.eventDate) < 0) return `The cruise date on this quote, ${formatLongDate(quote.selection.eventDate)}, has passed.`;
  return `Prices on this quote expired on ${formatLongDate(quote.expiresOn)}.`;
}

export function priceHoldNote(quote: PublicQuote): string {
  return `Prices held until ${formatLongDate(quote.expiresOn)}. A quote does not reserve the boat or tickets: booking it (below) does.`;
}

/** How far off a cruise is, in words: "today", "tomorrow", "in 5 days". */
export function cruiseIsIn(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** Cruises close to their date pay more up front, sooner (domain/pricing/deposit.ts). */
export function depositNote(deposit: DepositSchedule): string {
  if (!deposit.isUrgentBooking) return `The balance is due ${businessFacts.policies.balanceDueDaysBeforeEvent} days before your cruise.`;
  // A window that would end after the cruise has begun means paying when booking.
  const when =
    deposit.daysUntilEvent * 24 > businessFacts.policies.urgentPaymentWindowHours
      ? `within ${businessFacts.policies.urgentPaymentWindowHours} hours of booking`
      : 'when you book';
  return (
    `Your cruise is ${cruiseIsIn(deposit.daysUntilEvent)}, so the deposit is ${deposit.depositPercent}% and must be paid ${when}, or the date is released. ` +
    'The usual balance date has passed, so the balance is due straight away.'
  );
}

/** The refund terms that still apply to a booking made now (the legal page's terms). */
function cancellationNote(quote: PublicQuote, deposit: DepositSchedule): string | null {
  if (quote.price.kind === 'disco') return `Cancel within ${businessFacts.policies.discoRefundWindowHours} hours of booking for a full refund.`;
  return deposit.daysUntilEvent > businessFacts.policies.freeCancellationDaysBeforeEvent
    ? `Cancel up to ${businessFacts.policies.freeCancellationDaysBeforeEvent} days before your cruise for a full refund.`
    : null;
}

export interface NextStep {
  title: string;
  text: string;
}

/** Book, deposit, balance, cruise: what happens after the guest says yes. */
export function nextSteps(quote: PublicQuote, deposit: DepositSchedule): NextStep[] {
  const what = quote.price.kind === 'private' ? 'the boat' : 'your tickets';
  const { arrival, location } = businessFacts;
  return [
    {
      title: 'Book',
      text: `Book on this page: choose your departure time on ${formatLongDate(quote.selection.eventDate)} and give the lead guest's details. Booking checks the time is still free and holds ${what} for you.`,
    },
    {
      title: 'Pay the deposit',
      text: [
        `Pay ${formatMoney(deposit.depositAmount)} (${deposit.depositPercent}%) by card as you book;`,
        `we hold ${what} for ${PAYMENT_HOLD_MINUTES} minutes while you pay, and the booking is confirmed at once.`,
        cancellationNote(quote, deposit),
      ]
        .filter(Boolean)
        .join(' '),
    },
    {
      title: 'Pay the balance',
      text: `${formatMoney(deposit.balanceDue)} by ${formatLongDate(deposit.remainingBalanceDueAt)}.`,
    },
    {
      title: 'Cruise day',
      text: `Meet us at ${location.marinaName}. ${arrival.guidance}`,
    },
  ];
}
