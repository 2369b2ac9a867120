import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository, type PaymentChangeResult } from '../../adapters/dynamodb/bookings-repository.ts';
import { logger } from '../../platform/logger.ts';

// A payment change written over the booking's revision, read again while others change it first.
// Its own module so the routes that refund or adjust do not carry the whole webhook.

export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored' | 'unapplied';

const WRITE_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes a change, reading the booking again while others change it first (stale or contended). */
export async function writeWithRetries(
  config: Config,
  bookingId: string,
  build: (booking: StoredBooking) => Promise<PaymentChangeResult | WebhookOutcome>,
): Promise<WebhookOutcome> {
  const repository = bookingsRepository(config);
  for (let attempt = 1; ; attempt += 1) {
    const booking = await repository.get(bookingId);
    if (!booking) {
      // Money taken for a booking we do not have: say so loudly; Stripe retrying would not help.
      logger.error('Stripe reported a payment for an unknown booking', { bookingId });
      return 'ignored';
    }
    const result = await build(booking);
    if (typeof result === 'string') return result;
    if (result.outcome === 'changed') return 'recorded';
    if (result.outcome === 'duplicate') return 'duplicate';
    if (attempt >= WRITE_ATTEMPTS) throw new Error(`Booking ${bookingId} kept changing while a payment was recorded`);
    await sleep(10 + Math.random() * 20 * attempt);
  }
}
