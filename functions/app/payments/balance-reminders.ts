import { BALANCE_REMINDER_DAYS, balanceReminderDue, type BalanceReminder } from '#domain/payments/balance.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { bookingReference } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { BALANCE_DUE_DAYS_BEFORE_EVENT } from '#domain/pricing/deposit.ts';
import { BalanceDue } from '#events/payments.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';

// The balance reminders (decision 019): 7 days and 1 day before the due date, each once per booking
// and due date. The marker is written on the booking, over the revision read, in the transaction
// that stores the BalanceDue event (decision 017); a run that loses a race, or runs twice in an
// hour, finds the marker and sends nothing more. The e-mail is the consumer's.

export interface BalanceReminderRun {
  looked: number;
  sent: Array<{ bookingId: string; reminder: BalanceReminder }>;
}

function reminderEvent(booking: StoredBooking, reminder: BalanceReminder, now: Date) {
  const summary = paymentSummary(booking);
  return pendingEvent(
    BalanceDue,
    {
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      quoteId: booking.quoteId,
      leadGuest: { name: booking.leadGuest.name, email: booking.leadGuest.email },
      cruiseDate: booking.slot.date,
      reminder,
      dueOn: booking.deposit.remainingBalanceDueAt,
      amount: summary.outstanding,
      totalPrice: summary.total,
      paid: summary.paid,
      ...(booking.savedCard ? { savedCard: { brand: booking.savedCard.brand, last4: booking.savedCard.last4 } } : {}),
    },
    { now },
  );
}

/** Sends the reminders due today (America/Chicago) for confirmed bookings that still owe their balance. */
export async function sendBalanceReminders(config: Config, now: Date): Promise<BalanceReminderRun> {
  const today = calendarDateIn(now);
  const repository = bookingsRepository(config);
  // A balance due 1 to 7 days from now belongs to a cruise 31 to 37 days away (bookings made later
  // than 30 days out owe it at once, and get no reminder).
  const bookings = await repository.listBetween(
    addDays(today, BALANCE_DUE_DAYS_BEFORE_EVENT + BALANCE_REMINDER_DAYS.one_day),
    addDays(today, BALANCE_DUE_DAYS_BEFORE_EVENT + BALANCE_REMINDER_DAYS.seven_days),
  );
  const run: BalanceReminderRun = { looked: bookings.length, sent: [] };
  for (const booking of bookings) {
    if (booking.status !== 'confirmed' || paymentSummary(booking).outstanding <= 0) continue;
    const dueOn = booking.deposit.remainingBalanceDueAt;
    const sent = (booking.balanceReminders ?? []).filter((marker) => marker.dueOn === dueOn).map((marker) => marker.reminder);
    const reminder = balanceReminderDue({ dueOn, today, bookedOn: calendarDateIn(new Date(booking.createdAt)), sent });
    if (!reminder) continue;
    const event = reminderEvent(booking, reminder, now);
    const after: StoredBooking = { ...booking, balanceReminders: [...(booking.balanceReminders ?? []), { reminder, dueOn, at: now.toISOString() }] };
    const result = await repository.recordSentMarker(booking, after, event);
    // A booking that changed meanwhile is looked at again next hour, with its marker if this one lost.
    if (result.outcome !== 'changed') continue;
    await publishPending(config, [event]);
    run.sent.push({ bookingId: booking.id, reminder });
  }
  return run;
}
