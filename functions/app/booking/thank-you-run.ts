import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { thankYouCruiseDates, thankYouDue } from '#domain/booking/thank-you.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { publishPending } from '../../adapters/eventbridge/publisher.ts';
import { thankYouEvent } from './booking-events.ts';

// The thank-you the day after the cruise (issue 29, decision 078), as the balance reminders are
// sent (decision 019): the hourly job marks each booking it thanks, over the revision it read, in
// the transaction that stores CruiseThankYouDue; the consumer writes and sends the e-mail.

export interface ThankYouRun {
  looked: number;
  sent: string[];
}

/** Announces the thank-you of every booking whose cruise was yesterday or the day before (America/Chicago), once each. */
export async function sendThankYouEmails(config: Config, now: Date): Promise<ThankYouRun> {
  const today = calendarDateIn(now);
  const repository = bookingsRepository(config);
  const { from, to } = thankYouCruiseDates(today);
  const bookings = await repository.listBetween(from, to);
  const run: ThankYouRun = { looked: bookings.length, sent: [] };
  for (const booking of bookings) {
    if (!thankYouDue(booking, today, now)) continue;
    const event = thankYouEvent(booking, now);
    const after: StoredBooking = { ...booking, thankYouSentAt: now.toISOString() };
    const result = await repository.recordSentMarker(booking, after, event);
    // A booking that changed meanwhile is looked at again next hour.
    if (result.outcome !== 'changed') continue;
    await publishPending(config, [event]);
    run.sent.push(booking.id);
  }
  return run;
}
