import { randomUUID } from 'node:crypto';
import { cancellationTerms, holdExpiresAt, type BookingSlot, type LeadGuest } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import {
  dayAvailability,
  findSlot,
  nextAvailableSlots,
  STAFF_BOOKING_MIN_DAYS_AHEAD,
  type ClockTime,
  type DayAvailability,
} from '#domain/booking/inventory.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import type { PromoCode } from '#domain/pricing/promo-codes.ts';
import { addDays, calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import type { Config } from '../../platform/config.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { promoCodesRepository, promoCustomer } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';
import { priceSelection } from '../pricing/price-selection.ts';
import { availabilityFor, inventoryBetween } from './availability.ts';

// The booking a quote would make, worked out and checked by the booking's own rules but not
// stored (decision 089): book-quote.ts stores it in one transaction with its inventory; staff's
// assistant shows it on a card before the staff member books it. Apart from book-quote.ts so the
// assistant's function does not carry the booking's writes and its event publishing.

/** How far ahead a lost race looks for other slots to offer. */
const ALTERNATIVES_DAYS = 14;

export interface BookingRequest {
  quoteToken: string;
  start: ClockTime;
  leadGuest: LeadGuest;
}

async function alternatives(config: Config, quote: StoredQuote, today: IsoDate): Promise<ReturnType<typeof nextAvailableSlots>> {
  const from = quote.selection.eventDate;
  const days = await availabilityFor(config, {
    from,
    to: addDays(from, ALTERNATIVES_DAYS - 1),
    groupSize: quote.selection.groupSize,
    kind: quote.selection.kind,
    today,
  });
  return nextAvailableSlots(days);
}

/** The slot went: the refusal names the next slots the group could have instead. */
export async function slotTaken(config: Config, quote: StoredQuote, today: IsoDate, message: string): Promise<Refused<'SLOT_TAKEN'>> {
  return refused('SLOT_TAKEN', message, { fields: { start: 'Choose another time.' }, details: { alternatives: await alternatives(config, quote, today) } });
}

async function liveQuote(config: Config, token: string, today: IsoDate): Promise<Outcome<StoredQuote>> {
  const quote = await quotesRepository(config).getByToken(token);
  if (!quote) return refused('QUOTE_NOT_FOUND', 'This quote link is not valid. Check it, or ask for a new quote.');
  if (quote.supersededBy) {
    const latest = await quotesRepository(config).get(quote.supersededBy);
    return refused('QUOTE_SUPERSEDED', 'This quote was updated. Book from its latest version.', {
      details: latest ? { latestVersionPath: quotePath(latest.token) } : {},
    });
  }
  if (quote.selection.eventDate < today) return refused('DATE_IN_PAST', 'This cruise date has passed. Ask for a new quote.');
  return done(quote);
}

/** A booking worked out and checked but not stored: what `bookQuote` would write, with what its transaction needs. */
export interface BookingDraft {
  quote: StoredQuote;
  /** The booking as it would be stored (without `bookedBy`, which is the caller's to add). */
  booking: StoredBooking;
  promo: PromoCode | null;
  /** The sailing's seats for a disco booking (0 for a private one), for the transaction's guard. */
  capacity: number;
}

/**
 * Works out the booking a quote would make at `request.start`, by the booking's own rules, and
 * writes nothing: the price is the quote's while it holds and the engine's again once it has
 * expired; the deposit schedule is the domain's as of today; the slot must be one the seller may
 * sell (online from tomorrow, staff from today: `sale`) and free for the group. A slot taken is
 * refused with the next free slots. `bookQuote` stores what this answers; staff's assistant
 * (decision 089) shows it on a card, so the card's figures are the ones the booking will hold.
 */
export async function draftBooking(config: Config, request: BookingRequest, options: { now: Date; sale: 'online' | 'staff' }): Promise<Outcome<BookingDraft>> {
  const { now, sale } = options;
  const today = calendarDateIn(now);
  const live = await liveQuote(config, request.quoteToken, today);
  if (!live.ok) return live;
  const quote = live.value;
  const { selection } = quote;
  const [{ settings, view }, pricing] = await Promise.all([
    inventoryBetween(config, selection.eventDate, selection.eventDate),
    loadPricingContext(config, today),
  ]);
  let price = quote.price;
  if (quoteStatus({ expiresOn: quote.expiresOn, eventDate: selection.eventDate }, today) !== 'active') {
    const priced = await priceSelection(config, selection, { today, email: request.leadGuest.email, pricing });
    if (!priced.ok) return priced;
    price = priced.value.price;
  }
  // The code's use is counted now, not when quoted: the booking's transaction adds it within the
  // code's limits (decision 027). A held quote keeps its discount even if the code's dates ended.
  const promo = selection.promoCode ? await promoCodesRepository(config).get(selection.promoCode) : null;

  const template = findSlot(settings, selection.kind, selection.eventDate, request.start);
  if (!template) {
    return refused('NO_SUCH_SLOT', `There is no ${selection.kind === 'disco' ? 'disco sailing' : 'cruise'} at ${request.start} on ${selection.eventDate}.`, {
      fields: { start: 'Choose one of the times offered.' },
    });
  }
  const day: DayAvailability = dayAvailability({
    date: selection.eventDate,
    groupSize: selection.groupSize,
    kind: selection.kind,
    today,
    settings,
    blackouts: view.blackouts,
    reservations: view.reservations,
    priceTable: pricing.table,
    ...(sale === 'staff' ? { minDaysAhead: STAFF_BOOKING_MIN_DAYS_AHEAD, now } : {}),
  });
  const offered = day.slots.find((slot) => slot.start === request.start);
  if (!offered?.available || !offered.boatId) {
    if (day.reason === 'too-soon') return refused('TOO_SOON_TO_BOOK', 'Cruises this soon are booked by phone. Please call us.');
    return slotTaken(config, quote, today, 'That time is no longer available for your group.');
  }

  const deposit = calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: selection.eventDate, today });
  const free = deposit.depositAmount === 0;
  const slot: BookingSlot = {
    kind: selection.kind,
    date: selection.eventDate,
    start: template.start,
    end: template.end,
    boatId: offered.boatId,
    seats: selection.groupSize,
  };
  const booking: StoredBooking = {
    id: randomUUID(),
    quoteId: quote.id,
    ...(quote.partnerId ? { partnerId: quote.partnerId } : {}),
    quoteToken: quote.token,
    selection,
    price,
    deposit,
    slot,
    leadGuest: request.leadGuest,
    // A code that made the cruise free leaves no deposit to take: the booking is confirmed as it
    // is made, with no card and no hold to release (decision 027).
    ...(free ? { status: 'confirmed' as const } : { status: 'pending_deposit' as const, holdExpiresAt: holdExpiresAt(now) }),
    payments: [],
    cancellation: cancellationTerms(selection.kind, selection.eventDate, now),
    createdAt: now.toISOString(),
    moves: [],
    events: [],
    revision: 1,
    ...(promo ? { promoUse: { code: promo.code, customer: promoCustomer(request.leadGuest.email) } } : {}),
  };
  return done({ quote, booking, promo, capacity: 'capacity' in template ? template.capacity : 0 });
}
