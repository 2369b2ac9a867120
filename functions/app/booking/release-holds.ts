import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { publishPending } from '../../adapters/eventbridge/publisher.ts';
import { logger } from '../../platform/logger.ts';
import { closeCheckout } from '../../adapters/stripe/close-checkout.ts';
import { announceChange } from './booking-events.ts';

// The release job's work, apart from the staff's changes (booking-changes.ts): it talks to Stripe,
// and only the functions that list `payments:stripe` carry that package (decision 018).

/** Closes every share checkout of the booking; true when one of them was paid already. */
async function sharePaidMeanwhile(config: Config, booking: StoredBooking): Promise<boolean> {
  let paid = false;
  for (const reservation of booking.split?.reservations ?? []) {
    if (reservation.sessionId && (await closeCheckout(config, reservation.sessionId)) === 'complete') paid = true;
  }
  return paid;
}

/**
 * Releases every unpaid booking whose hold has ended (BookingReleased; the guest is told by
 * e-mail). Its checkout is closed first, so no one pays for a boat back on sale; a checkout the
 * guest completed meanwhile keeps the booking (the webhook confirms it). Safe to run at any time
 * and concurrently with itself: each release is conditional on the booking being unchanged.
 */
export async function releaseExpiredHolds(config: Config, now: Date): Promise<{ released: string[] }> {
  const repository = bookingsRepository(config);
  const released: string[] = [];
  for (const id of await repository.heldUntil(now)) {
    const booking = await repository.get(id);
    if (booking?.status !== 'pending_deposit' || !booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) > now.getTime()) continue;
    if (booking.checkout && (await closeCheckout(config, booking.checkout.sessionId)) === 'complete') {
      logger.info('Hold not released: the guest completed checkout; the webhook confirms the booking', { bookingId: id });
      continue;
    }
    // Friends' share checkouts are closed as well (decision 021); one paid meanwhile keeps the booking too.
    if (await sharePaidMeanwhile(config, booking)) {
      logger.info('Hold not released: a friend completed a share checkout; the webhook records it', { bookingId: id });
      continue;
    }
    const after: StoredBooking = { ...booking, status: 'released', releasedAt: now.toISOString() };
    delete after.holdExpiresAt;
    delete after.checkout;
    const event = announceChange(after, 'BookingReleased', now);
    const result = await repository.end(booking, after, event);
    if (result.outcome !== 'changed') {
      logger.info('Hold release skipped: the booking changed meanwhile', { bookingId: id, outcome: result.outcome });
      continue;
    }
    await publishPending(config, [event]);
    released.push(id);
  }
  return { released };
}
