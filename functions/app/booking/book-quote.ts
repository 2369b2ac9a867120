import { randomUUID } from 'node:crypto';
import { cancellationTerms, holdExpiresAt, type BookingSlot, type LeadGuest } from '#domain/booking/booking.ts';
import { addDays, calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import {
  dayAvailability,
  findSlot,
  nextAvailableSlots,
  STAFF_BOOKING_MIN_DAYS_AHEAD,
  type ClockTime,
  type DayAvailability,
} from '#domain/booking/inventory.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import type { IdempotencyClaim } from '../../adapters/dynamodb/idempotent-create.ts';
import { promoCodesRepository, promoCustomer } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { priceSelection } from '../pricing/price-selection.ts';
import { publishPending } from '../../adapters/eventbridge/publisher.ts';
import { createdOrReplayed } from '../../platform/http/idempotency.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';
import { availabilityFor, inventoryBetween } from './availability.ts';
import { announceChange } from './booking-events.ts';

/** How far ahead a lost race looks for other slots to offer. */
const ALTERNATIVES_DAYS = 14;

export interface BookingRequest {
  quoteToken: string;
  start: ClockTime;
  leadGuest: LeadGuest;
}

/**
 * A booking staff make for a caller or a walk-up (issue 29): the same booking, hold and
 * transaction as a guest's, recorded as made by `by`, open to today's free slots, and refused
 * before anything is written when `vet` refuses the booking as it would be stored.
 */
export interface StaffBooking {
  by: string;
  vet?: (draft: StoredBooking) => Refused | null;
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
async function slotTaken(config: Config, quote: StoredQuote, today: IsoDate, message: string): Promise<Refused<'SLOT_TAKEN'>> {
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

/**
 * Books a quote: the price is the quote's while it holds and the engine's again once it has
 * expired; the deposit schedule is the domain's as of today; the inventory is taken in the same
 * transaction as the booking is stored (a boat-slot once, a sailing up to its capacity). A lost
 * race is refused with the next free slots; a retry with the same Idempotency-Key gets the
 * booking the first request made.
 */
export async function bookQuote(
  config: Config,
  request: BookingRequest,
  options: { now: Date; claim: IdempotencyClaim; staff?: StaffBooking },
): Promise<Outcome<{ record: StoredBooking; created: boolean }>> {
  const { now, claim, staff } = options;
  const today = calendarDateIn(now);
  const repository = bookingsRepository(config);
  // A retry must get the booking its first request made, even though that booking now fills the slot.
  const earlier = await repository.earlierRequest(claim, now.toISOString());
  if (earlier) return done(createdOrReplayed(earlier));
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
  const promoCodes = promoCodesRepository(config);
  const promo = selection.promoCode ? await promoCodes.get(selection.promoCode) : null;

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
    ...(staff ? { minDaysAhead: STAFF_BOOKING_MIN_DAYS_AHEAD, now } : {}),
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
    ...(staff ? { bookedBy: staff.by } : {}),
    moves: [],
    events: [],
    revision: 1,
    ...(promo ? { promoUse: { code: promo.code, customer: promoCustomer(request.leadGuest.email) } } : {}),
  };
  const vetoed = staff?.vet?.(booking);
  if (vetoed) return vetoed;
  const event = announceChange(booking, free ? 'BookingConfirmed' : 'BookingRequested', now);
  const capacity = 'capacity' in template ? template.capacity : 0;

  const result = await repository.create(booking, event, capacity, claim, promo ? promoCodes.guardsForUse(promo, request.leadGuest.email) : []);
  if (result.outcome === 'contended') return refused('BOOKING_BUSY', 'Many guests are booking this cruise right now. Please try again in a moment.');
  if (result.outcome === 'guard-failed') {
    const quoteKey = repository.quoteBookingKey(quote.id);
    if (result.failed.some((key) => key.pk === quoteKey.pk && key.sk === quoteKey.sk)) {
      return refused('QUOTE_ALREADY_BOOKED', 'This quote is booked already. Check your e-mail for the booking, or call us to change it.');
    }
    const promoLimit = promo ? promoCodes.limitFailed(promo.code, result.failed) : null;
    if (promo && promoLimit) {
      const message =
        promoLimit === 'total'
          ? `The promo code ${promo.code} was used up before this booking. Ask for a new quote without it.`
          : `You have used the promo code ${promo.code} as often as it allows. Ask for a new quote without it.`;
      return refused(promoLimit === 'total' ? 'PROMO_CODE_USED_UP' : 'PROMO_CODE_CUSTOMER_LIMIT', message, { fields: { promoCode: message } });
    }
    if (repository.dayClosed(slot, result.failed)) return slotTaken(config, quote, today, 'That day was closed for bookings a moment ago.');
    return slotTaken(config, quote, today, 'Someone booked that time a moment ago.');
  }
  const saved = createdOrReplayed(result);
  if (saved.created) await publishPending(config, [event]);
  return done(saved);
}
