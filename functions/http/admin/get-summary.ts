import { monthStartOf, SIGN_IN_ALERT_DAYS, SIGN_IN_ALERT_LIMIT, weekStartOf, type AdminSummaryResponse } from '#domain/people/back-office.ts';
import { holdsInventory } from '#domain/booking/booking.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { balancesDue, moneyTaken } from '#domain/payments/money-figures.ts';
import { bookingSummary } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { signInAlertsRepository } from '../../adapters/dynamodb/sign-in-alerts-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { adminQuoteSummary } from '../../app/booking/admin-quote.ts';
import * as routes from '../routes/people-staff.ts';
import { conversionPeriodStart, cruiseFigures, quoteConversion } from './booking-figures.ts';
import { leadsWithConversions } from './lead-views.ts';
import { summaryFigures, summaryPeriodStart } from './summary-figures.ts';

const LATEST = 5;
/**
 * Bookings are read by cruise date, with no end: a booking of a quote issued in the period may
 * have been moved to any later date. A cruise is never before the day its quote was issued, so
 * the period's start bounds the read from below.
 */
const NO_END: IsoDate = '9999-12-31';

/**
 * GET /api/admin/summary: the dashboard. New quotes and leads today and this week, revenue quoted
 * this week and this month, the latest quotes and leads, today's and the coming week's cruises,
 * the bookings waiting for a deposit, quote-to-booking conversion over the last 30 days, and the
 * accounts under attack (runs of refused sign-ins from several addresses, decision 016).
 */
export const handler = signedInHandler(routes.getAdminSummary, {}, async ({ config, now }) => {
  const today = calendarDateIn(now);
  // gsi1 sort keys start with the ISO time stored; a bare date sorts before every time on that
  // day in UTC, which is before the day starts in America/Chicago, so nothing of the period is
  // missed (a few hours of the day before come along and are filtered out).
  const since = summaryPeriodStart(today);
  const conversionSince = conversionPeriodStart(today);
  const quotes = quotesRepository(config);
  const leads = leadsRepository(config);
  const alertsSince = new Date(now.getTime() - SIGN_IN_ALERT_DAYS * 24 * 60 * 60 * 1000);
  const [periodQuotes, periodLeads, latestQuotes, latestLeads, bookings, signInAlerts, ledger] = await Promise.all([
    quotes.listCreatedSince(since < conversionSince ? since : conversionSince),
    leads.listCreatedSince(since),
    quotes.listNewest(LATEST),
    leads.listNewest(LATEST),
    bookingsRepository(config).listBetween(conversionSince, NO_END),
    signInAlertsRepository(config).listActiveBetween(alertsSince, now, SIGN_IN_ALERT_LIMIT),
    // The ledger by time (gsi1), from the period's start: one query, no scan (decision 020).
    bookingsRepository(config).ledgerSince(since),
  ]);
  const summaries = bookings.map(bookingSummary);
  const quoteBookings = await bookingsRepository(config).getLiveForQuotes(latestQuotes.map((quote) => quote.id));
  const response: AdminSummaryResponse = {
    ...summaryFigures(periodQuotes, periodLeads, today),
    latestQuotes: latestQuotes.map((quote) => adminQuoteSummary(quote, today, quoteBookings)),
    latestLeads: await leadsWithConversions(config, latestLeads),
    ...cruiseFigures(summaries, today),
    conversion: quoteConversion(periodQuotes, bookings, today),
    signInAlerts,
    moneyTaken: { thisWeek: moneyTaken(ledger, weekStartOf(today), today), thisMonth: moneyTaken(ledger, monthStartOf(today), today) },
    // Bookings are read from 30 days back with no end: every cruise whose balance falls due in the next 14 days is among them.
    balancesDue: balancesDue(summaries, today),
    // A declined deposit while the booking waits for it, or a saved card's automatic balance charge that failed.
    failedCharges: bookings
      .flatMap((booking) => {
        const failure = holdsInventory(booking.status) ? (booking.balanceChargeFailure ?? booking.lastPaymentFailure) : undefined;
        return failure ? [{ booking: bookingSummary(booking), message: failure.message, at: failure.at }] : [];
      })
      .sort((a, b) => b.at.localeCompare(a.at)),
    // Money that arrived without a place (decision 037): refunded at once, listed so staff can tell the guest.
    returnedPayments: bookings
      .flatMap((booking) =>
        (booking.refunds ?? [])
          .filter((refund) => refund.returned && calendarDateIn(new Date(refund.refundedAt)) >= monthStartOf(today))
          .map((refund) => ({ booking: bookingSummary(booking), amount: refund.amount, reason: refund.reason, at: refund.refundedAt })),
      )
      .sort((a, b) => b.at.localeCompare(a.at)),
  };
  return json(200, response);
});
