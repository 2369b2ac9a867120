import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import type { IdempotencyClaim } from '../../adapters/dynamodb/idempotent-create.ts';
import { promoCodesRepository } from '../../adapters/dynamodb/promo-codes-repository.ts';
import { publishPending } from '../../adapters/eventbridge/publisher.ts';
import { createdOrReplayed } from '../../platform/http/idempotency.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { announceChange } from './booking-events.ts';
import { draftBooking, slotTaken, type BookingRequest } from './booking-draft.ts';

/**
 * A booking staff make for a caller or a walk-up (issue 29): the same booking, hold and
 * transaction as a guest's, recorded as made by `by`, open to today's free slots, and refused
 * before anything is written when `vet` refuses the booking as it would be stored.
 */
export interface StaffBooking {
  by: string;
  vet?: (draft: StoredBooking) => Refused | null;
}

/**
 * Books a quote: the booking `draftBooking` works out, its inventory taken in the same
 * transaction as it is stored (a boat-slot once, a sailing up to its capacity). A lost race is
 * refused with the next free slots; a retry with the same Idempotency-Key gets the booking the
 * first request made.
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
  const drafted = await draftBooking(config, request, { now, sale: staff ? 'staff' : 'online' });
  if (!drafted.ok) return drafted;
  const { quote, promo, capacity } = drafted.value;
  const booking: StoredBooking = staff ? { ...drafted.value.booking, bookedBy: staff.by } : drafted.value.booking;
  const { slot } = booking;
  const free = booking.status === 'confirmed';
  const promoCodes = promoCodesRepository(config);
  const vetoed = staff?.vet?.(booking);
  if (vetoed) return vetoed;
  const event = announceChange(booking, free ? 'BookingConfirmed' : 'BookingRequested', now);

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
