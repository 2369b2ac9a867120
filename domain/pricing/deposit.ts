import { addDays, assertIsoDate, daysBetween, type IsoDate } from '../shared/dates.ts';
import { DomainError } from '../shared/errors.ts';
import { assertCents, type Cents } from '../shared/money.ts';

// A booking is secured by a deposit; the balance is collected 30 days before the cruise, which is
// also the end of free cancellation. A cruise that close already is "urgent": the balance falls
// due at once, so half is taken up front and the guest has 48 hours to pay it.

export const STANDARD_DEPOSIT_PERCENT = 25;
export const URGENT_DEPOSIT_PERCENT = 50;
/** A cruise this many days away or fewer is urgent. */
export const URGENT_BOOKING_THRESHOLD_DAYS = 30;
export const BALANCE_DUE_DAYS_BEFORE_EVENT = 30;
export const URGENT_PAYMENT_WINDOW_HOURS = 48;
export const FREE_CANCELLATION_DAYS_BEFORE_EVENT = 30;

/**
 * '48_HOURS': urgent booking, the deposit must be paid within 48 hours of booking.
 * 'STANDARD': the deposit is paid at booking and the balance by `remainingBalanceDueAt`.
 */
export const PAYMENT_WINDOWS = ['48_HOURS', 'STANDARD'] as const;
export type PaymentWindow = (typeof PAYMENT_WINDOWS)[number];

export interface DepositScheduleInput {
  totalPrice: Cents;
  eventDate: IsoDate;
  today: IsoDate;
}

export interface DepositSchedule {
  depositPercent: 25 | 50;
  depositAmount: Cents;
  balanceDue: Cents;
  remainingBalanceDueAt: IsoDate;
  /** The engine never demands full payment up front (the spec's unused 14-day rule stays unused). */
  isFullPaymentRequired: false;
  isUrgentBooking: boolean;
  paymentWindow: PaymentWindow;
  daysUntilEvent: number;
  daysUntilBalanceDue: number;
}

/** Days from today to the cruise; an event today is 0, one already past is refused. */
export function daysUntilEventFrom(today: IsoDate, eventDate: IsoDate): number {
  assertIsoDate(today, 'today');
  assertIsoDate(eventDate, 'eventDate');
  const days = daysBetween(today, eventDate);
  if (days < 0) {
    throw new DomainError('DATE_IN_PAST', `The event date ${eventDate} is before today (${today})`, {
      eventDate: 'Choose a date from today onward.',
    });
  }
  return days;
}

/** The deposit for a total at a percent, half-cents rounded up (the balance takes the rest). */
export function depositAmountFor(totalPrice: Cents, depositPercent: number): Cents {
  return Math.round((totalPrice * depositPercent) / 100);
}

export function calculateDepositSchedule(input: DepositScheduleInput): DepositSchedule {
  const totalPrice = assertCents(input.totalPrice, 'totalPrice');
  if (totalPrice < 0) {
    throw new DomainError('INVALID_AMOUNT', 'totalPrice cannot be negative', {
      totalPrice: 'Must not be negative.',
    });
  }
  const daysUntilEvent = daysUntilEventFrom(input.today, input.eventDate);
  const isUrgentBooking = daysUntilEvent <= URGENT_BOOKING_THRESHOLD_DAYS;
  const depositPercent = isUrgentBooking ? URGENT_DEPOSIT_PERCENT : STANDARD_DEPOSIT_PERCENT;
  // Half-cent results round half up; the balance absorbs the difference so the two always sum.
  const depositAmount = depositAmountFor(totalPrice, depositPercent);
  const balanceDueOn = addDays(input.eventDate, -BALANCE_DUE_DAYS_BEFORE_EVENT);
  const remainingBalanceDueAt = daysBetween(input.today, balanceDueOn) < 0 ? input.today : balanceDueOn;
  return {
    depositPercent,
    depositAmount,
    balanceDue: totalPrice - depositAmount,
    remainingBalanceDueAt,
    isFullPaymentRequired: false,
    isUrgentBooking,
    paymentWindow: isUrgentBooking ? '48_HOURS' : 'STANDARD',
    daysUntilEvent,
    daysUntilBalanceDue: daysBetween(input.today, remainingBalanceDueAt),
  };
}
