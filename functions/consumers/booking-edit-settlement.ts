import { BookingChanged } from '#events/bookings.ts';
import { settleBookingEdit } from '../app/payments/booking-edit.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/** Closes the pay link a staff edit made stale and refunds what is paid beyond the new total (issue 29, decision 073). */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
  if (detailType !== BookingChanged.detailType) throw new Error(`booking-edit-settlement does not handle ${detailType}`);
  await settleBookingEdit(config, eventData(BookingChanged, envelope), envelope.id, now);
});
