import { daysBetween, formatDate, formatWrittenDate, type IsoDate } from '../shared/dates.ts';
import { BALANCE_DUE_DAYS_BEFORE_EVENT, type DepositSchedule } from '../pricing/deposit.ts';
import type { Cents } from '../shared/money.ts';
import { formatMoney } from '../shared/money.ts';
import { paymentFailureMessage } from './payments.ts';
import type { BalanceReminder } from '../booking/money-shapes.ts';

// The balance: what a confirmed booking still owes after its deposit, due on the deposit
// schedule's `remainingBalanceDueAt` (30 days before the cruise). The guest pays it by a link, or
// has the card saved at the deposit charged automatically on the due date; reminders go out 7 days
// and 1 day before (decision 019). All dates are America/Chicago calendar dates.

// The shapes a booking carries are declared with it (domain/booking/money-shapes.ts, decision 050).
export { BALANCE_REMINDERS, type BalanceReminder } from '../booking/money-shapes.ts';

/** What the balance will be once the deposit is paid: the total less the deposit (never below zero). */
export function balanceAfterDeposit(totalPrice: Cents, deposit: Pick<DepositSchedule, 'depositAmount'>): Cents {
  return Math.max(0, totalPrice - deposit.depositAmount);
}

/**
 * The words the guest agrees to when saving a card for the balance: shown beside the tick box and
 * on the payment page, and stored with the saved card as the record of the mandate.
 */
export function balanceConsentText(businessName: string, balance: Cents, dueOn: IsoDate): string {
  return `I authorise ${businessName} to charge this card for the balance of ${formatMoney(balance)} on ${formatWrittenDate(dueOn)}, unless I have paid it before then.`;
}

export const BALANCE_REMINDER_DAYS: Readonly<Record<BalanceReminder, number>> = { seven_days: 7, one_day: 1 };

/**
 * Which reminder, if any, is due today for a balance due on `dueOn`, given those already sent for
 * that date. The 7-day one goes out from 7 to 2 days before (so an hourly job that missed a day
 * still sends it), but not for a booking made inside that week (its receipt has just named the
 * date); the 1-day one goes out the day before only, since on the day the card is charged or the
 * balance is late.
 */
export function balanceReminderDue(input: { dueOn: IsoDate; today: IsoDate; bookedOn: IsoDate; sent: readonly BalanceReminder[] }): BalanceReminder | null {
  const daysLeft = daysBetween(input.today, input.dueOn);
  if (daysLeft === 1) return input.sent.includes('one_day') ? null : 'one_day';
  if (daysLeft >= 2 && daysLeft <= BALANCE_REMINDER_DAYS.seven_days && daysBetween(input.bookedOn, input.dueOn) > BALANCE_REMINDER_DAYS.seven_days) {
    return input.sent.includes('seven_days') ? null : 'seven_days';
  }
  return null;
}

/** Whether the balance due on `dueOn` is to be collected today: due today or overdue, and the cruise not yet past. */
export function balanceCollectable(input: { dueOn: IsoDate; cruiseDate: IsoDate; today: IsoDate; outstanding: Cents }): boolean {
  return input.outstanding > 0 && input.dueOn <= input.today && input.today <= input.cruiseDate;
}

/** "Paid in full", "Balance $X due by 05/15/2027" or "Balance $X overdue since ...": the balance line a guest and staff read. */
export function balanceStatusLine(outstanding: Cents, dueOn: IsoDate, today: IsoDate): string {
  if (outstanding <= 0) return 'Paid in full';
  return dueOn < today
    ? `Balance of ${formatMoney(outstanding)} overdue since ${formatDate(dueOn)}`
    : `Balance of ${formatMoney(outstanding)} due by ${formatDate(dueOn)}`;
}

/** The status a booking shows, to its guest and to staff, once the automatic charge of its balance failed (until the balance is paid). */
export const AUTOMATIC_CHARGE_FAILED_LABEL = 'Automatic balance charge failed';

/** Why the automatic charge of the balance failed, in words the guest can act on (Stripe's codes). */
export function automaticChargeFailureMessage(code: string | null | undefined, declineCode?: string | null): string {
  if (code === 'authentication_required' || declineCode === 'authentication_required') {
    return 'Your bank asked to confirm the charge on your saved card, which cannot be done while you are away. Pay the balance with the Pay the balance button on your booking (your bank may ask you to confirm).';
  }
  return `We could not charge your saved card for the balance. ${paymentFailureMessage(code, declineCode)} Pay the balance with the Pay the balance button on your booking.`;
}

/**
 * When the balance is due, as a guest reads it: "by Thursday, April 15, 2027", or, for a cruise
 * booked less than 30 days ahead (whose due date is the day it was booked), "now" and why.
 */
export function balanceDueWords(deposit: Pick<DepositSchedule, 'isUrgentBooking' | 'remainingBalanceDueAt'>): string {
  return deposit.isUrgentBooking
    ? `now: your cruise is less than ${BALANCE_DUE_DAYS_BEFORE_EVENT} days away`
    : `by ${formatWrittenDate(deposit.remainingBalanceDueAt)}`;
}
