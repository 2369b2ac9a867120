import type { BookingStatus, CancellationTerms, PaymentSummary } from '../booking/booking.ts';
import type { StoredBooking } from '../booking/booking-record.ts';
import type { MovePromoOutcome } from '../booking/move-pricing.ts';
import { paymentSummary, type MoveSettlement } from '../payments/booking-money.ts';
import { addDays, daysBetween, formatWrittenDate, type IsoDate } from '../shared/dates.ts';
import { calculateDepositSchedule, FREE_CANCELLATION_DAYS_BEFORE_EVENT, type DepositSchedule } from '../pricing/deposit.ts';
import type { ClockTime, CruiseKind } from '../booking/inventory.ts';
import type { Cents } from '../shared/money.ts';
import type { PriceCalculationResult } from '../pricing/pricing.ts';
import type { RefundResult } from '../payments/refund-results.ts';
import type { BookingSharesView } from '../payments/split-payments.ts';

// The guest's trip page in the portal (decision 024): what the guest reads about their cruise, and
// the rules for the changes they may make themselves, without a phone call. The arithmetic of a
// move (the new price against what is paid) and the self-service window are here, so the page's
// preview and the server's change cannot disagree.

/**
 * A guest may move their cruise themselves up to the free-cancellation date (30 days before the
 * cruise): the same date after which the deposit is no longer refundable, so a move can never be
 * used to escape the cancellation terms. Closer to the cruise, staff arrange it by phone.
 */
export const SELF_SERVICE_CHANGE_DAYS = FREE_CANCELLATION_DAYS_BEFORE_EVENT;

/** The weather outlook is shown from this many days before the cruise (a week, as public forecasts reach). */
export const FORECAST_WINDOW_DAYS = 7;

/** The last day a guest may move the cruise on `cruiseDate` themselves. */
export function lastSelfServiceMoveDay(cruiseDate: IsoDate): IsoDate {
  return addDays(cruiseDate, -SELF_SERVICE_CHANGE_DAYS);
}

export type ChangeRefusal = 'not-confirmed' | 'ended' | 'too-close' | 'past';

export type ChangeEligibility = { allowed: true; until: IsoDate | null } | { allowed: false; reason: ChangeRefusal; message: string };

/** Whether the guest may move the booking themselves today, and if not, why in words they can act on. */
export function moveEligibility(booking: { status: BookingStatus; slot: { date: IsoDate } }, today: IsoDate, phone: string): ChangeEligibility {
  if (booking.status === 'cancelled' || booking.status === 'released')
    return {
      allowed: false,
      reason: 'ended',
      message: `This booking was ${booking.status === 'cancelled' ? 'cancelled' : 'released unpaid'}, so it can no longer be moved.`,
    };
  if (booking.slot.date < today) return { allowed: false, reason: 'past', message: 'This cruise has taken place.' };
  if (booking.status === 'pending_deposit')
    return { allowed: false, reason: 'not-confirmed', message: 'Pay the deposit first: a booking can be moved once it is confirmed.' };
  const until = lastSelfServiceMoveDay(booking.slot.date);
  if (today > until) {
    return {
      allowed: false,
      reason: 'too-close',
      message: `Your cruise is less than ${SELF_SERVICE_CHANGE_DAYS} days away, so it can no longer be moved online: the boat and crew are committed. Call us at ${phone} and we will see what we can do.`,
    };
  }
  return { allowed: true, until };
}

/** Whether the guest may cancel the booking themselves (the refund then follows the terms they accepted). */
export function cancelEligibility(booking: { status: BookingStatus; slot: { date: IsoDate } }, today: IsoDate): ChangeEligibility {
  if (booking.status === 'cancelled' || booking.status === 'released')
    return { allowed: false, reason: 'ended', message: `This booking was ${booking.status === 'cancelled' ? 'cancelled' : 'released unpaid'} already.` };
  if (booking.slot.date < today) return { allowed: false, reason: 'past', message: 'This cruise has taken place.' };
  return { allowed: true, until: null };
}

// A move's settlement is the ledger's (decision 037), so staff's edit of a booking settles alike.
export { bookingMoveSettlement, moveSettlement, type MoveSettlement } from '../payments/booking-money.ts';

/**
 * The deposit schedule of a moved booking. Only a confirmed booking moves, so its deposit is paid:
 * it stays what it was (never more than the new total), so a dearer date adds to the balance
 * rather than reopening a deposit, and the balance falls due 30 days before the new date (today if
 * that has passed).
 */
export function movedDepositSchedule(booked: DepositSchedule, totalPrice: Cents, eventDate: IsoDate, today: IsoDate): DepositSchedule {
  const dates = calculateDepositSchedule({ totalPrice, eventDate, today });
  const depositAmount = Math.min(booked.depositAmount, totalPrice);
  return {
    ...dates,
    depositPercent: booked.depositPercent,
    depositAmount,
    balanceDue: totalPrice - depositAmount,
    isUrgentBooking: booked.isUrgentBooking,
    paymentWindow: booked.paymentWindow,
  };
}

/**
 * A booking given a new engine price for the date its slot now holds (a move, or staff's edit):
 * the deposit schedule and the cancellation terms follow the date, and the balance's open pay
 * link, its failed charge and a saved card's consent named the old amount and date, so they end
 * (the pay link makes a new page; reminders still go out).
 */
export function repricedBooking(booking: StoredBooking, price: PriceCalculationResult, today: IsoDate): StoredBooking {
  const date = booking.slot.date;
  const changed: StoredBooking = {
    ...booking,
    price,
    deposit: movedDepositSchedule(booking.deposit, price.totalPrice, date, today),
    cancellation: movedCancellationTerms(booking.cancellation, date),
  };
  delete changed.balanceCheckout;
  delete changed.balanceChargeFailure;
  if (changed.savedCard) {
    const { outstanding } = paymentSummary(changed);
    if (changed.savedCard.consent.amount !== outstanding || changed.savedCard.consent.dueOn !== changed.deposit.remainingBalanceDueAt) delete changed.savedCard;
  }
  return changed;
}

/**
 * The cancellation terms after a move. A private cruise's terms are counted from the cruise ("free
 * up to 30 days before"), so they move with it; a disco booking's 48 hours run from when it was
 * booked, which a move does not change.
 */
export function movedCancellationTerms(terms: CancellationTerms, eventDate: IsoDate): CancellationTerms {
  if (!terms.freeCancellationUntil) return terms;
  const until = addDays(eventDate, -FREE_CANCELLATION_DAYS_BEFORE_EVENT);
  return {
    ...terms,
    freeCancellationUntil: until,
    summary: `Free cancellation up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before your cruise (through ${formatWrittenDate(until)}); after that the deposit is not refunded.`,
  };
}

/** Whether the outlook for a cruise on `cruiseDate` is due: from a week before the day through the day itself. */
export function forecastDue(cruiseDate: IsoDate, today: IsoDate): boolean {
  const days = daysBetween(today, cruiseDate);
  return days >= 0 && days < FORECAST_WINDOW_DAYS;
}

/** One period of a public forecast (the National Weather Service's 12-hour periods). */
export interface ForecastPeriod {
  /** 'Saturday', 'Saturday Night', as the forecaster names it. */
  name: string;
  startTime: string;
  isDaytime: boolean;
  temperature: number;
  temperatureUnit: 'F' | 'C';
  /** Chance of rain in percent, when the forecast gives one. */
  precipitationChance: number | null;
  windSpeed: string;
  windDirection: string;
  shortForecast: string;
  detailedForecast: string;
}

/** The weather outlook on the trip page: a real forecast, or plainly why there is none. */
export type TripForecast =
  | { status: 'forecast'; source: string; sourceUrl: string; updatedAt: string; periods: ForecastPeriod[] }
  | { status: 'not-yet'; message: string }
  | { status: 'unavailable'; message: string };

export interface TripPayment {
  id: string;
  amount: Cents;
  kind: 'deposit' | 'balance';
  receivedOn: IsoDate;
  method: string;
  /** A friend's share paid through the share link: who paid it. */
  paidBy: string | null;
}

export interface TripRefund {
  id: string;
  amount: Cents;
  refundedAt: string;
  reason: string;
}

/** What cancelling now gives back, by the terms the guest accepted. */
export interface CancelPreview {
  withinTerms: boolean;
  refund: Cents;
  paid: Cents;
  terms: string;
}

/** GET /api/portal/trips/{id}: the guest's cruise. */
export interface TripView {
  id: string;
  reference: string;
  status: BookingStatus;
  cruise: {
    kind: CruiseKind;
    packageName: string;
    groupSize: number;
    date: IsoDate;
    start: ClockTime;
    end: ClockTime;
    boatName: string;
  };
  departure: {
    marinaName: string;
    address: string;
    mapUrl: string;
    arriveBy: ClockTime;
    minutesEarly: number;
    guidance: string;
  };
  whatToBring: readonly string[];
  /** The itemised price the booking stands at (the quote page's table). */
  price: PriceCalculationResult;
  deposit: DepositSchedule;
  money: PaymentSummary;
  payments: TripPayment[];
  refunds: TripRefund[];
  /** All refunded so far. */
  refunded: Cents;
  /** Whether the pay button applies: a confirmed booking that still owes. */
  canPayBalance: boolean;
  cancellation: CancellationTerms;
  forecast: TripForecast;
  /** Split the cost (decision 021): the share link (once made), a share's amount and who paid; null once the booking has ended. */
  shares: BookingSharesView | null;
  /** The path of the calendar file (.ics). */
  calendarPath: string;
  move: ChangeEligibility;
  cancel: ChangeEligibility & { preview: CancelPreview | null };
  /** The phone for anything the page cannot do. */
  phone: { display: string; href: string };
}

export interface TripResponse {
  trip: TripView;
}

/** GET /api/portal/trips/{id}/move-preview: the new slot and what it does to the money. */
export interface MovePreview {
  date: IsoDate;
  start: ClockTime;
  end: ClockTime;
  boatName: string;
  price: PriceCalculationResult;
  /** The booking's price now, itemised, to read beside the new one. */
  oldPrice: PriceCalculationResult;
  /** What becomes of the booking's promo code (null when it has none), said before the guest confirms. */
  promo: MovePromoOutcome | null;
  settlement: MoveSettlement;
}

export interface MovePreviewResponse {
  preview: MovePreview;
}

/** POST /api/portal/trips/{id}/move: the trip as the move left it and what was settled. */
export interface MoveResponse {
  trip: TripView;
  settlement: MoveSettlement;
  /** Refunded by the move (a lower price than paid); a refund that failed is named for staff to follow up. */
  refunded: Cents;
  problem: string | null;
}

/** POST /api/portal/trips/{id}/share: the trip's share link, made if it had none. */
export interface TripShareResponse {
  shares: BookingSharesView;
}

/** POST /api/portal/trips/{id}/cancel: the trip as cancelled and the refund issued. */
export interface CancelResponse {
  trip: TripView;
  /** Each charge's refund: how much, to which card (or handed back), refunded or failed (issue 25). */
  refund: { withinTerms: boolean; refunded: Cents; problem: string | null; results: RefundResult[] };
}
