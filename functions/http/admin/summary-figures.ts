import type { AdminSummaryResponse } from '#domain/people/back-office.ts';
import { monthStartOf, weekStartOf } from '#domain/people/back-office.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { sumCents } from '#domain/shared/money.ts';
import type { Lead } from '#domain/people/leads.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';

export type SummaryFigures = Pick<AdminSummaryResponse, 'today' | 'weekStart' | 'monthStart' | 'newQuotes' | 'leads' | 'revenueQuoted'>;

/** The earliest day the dashboard's figures look at: the start of this week or of this month. */
export function summaryPeriodStart(today: IsoDate): IsoDate {
  const week = weekStartOf(today);
  const month = monthStartOf(today);
  return week < month ? week : month;
}

/**
 * The dashboard's counts and sums for `today` (an America/Chicago date), from the quotes and
 * leads stored since summaryPeriodStart (older ones are ignored). Periods are calendar days in
 * America/Chicago: a quote by the day it was issued, a lead by the day it was captured; weeks
 * start on Monday. An amendment is not a new quote; and revenue quoted counts each quote's
 * latest version only (a superseded version's total was replaced, so adding both would count
 * one offer twice).
 */
export function summaryFigures(quotes: readonly StoredQuote[], leads: readonly Lead[], today: IsoDate): SummaryFigures {
  const weekStart = weekStartOf(today);
  const monthStart = monthStartOf(today);
  const issuedFrom = (from: IsoDate) => quotes.filter((quote) => quote.issuedOn >= from && quote.issuedOn <= today);
  const newCount = (from: IsoDate) => issuedFrom(from).filter((quote) => !quote.revises).length;
  const revenue = (from: IsoDate) =>
    sumCents(
      issuedFrom(from)
        .filter((quote) => !quote.supersededBy)
        .map((quote) => quote.price.totalPrice),
    );
  const leadDays = leads.map((lead) => calendarDateIn(new Date(lead.createdAt)));
  const leadCount = (from: IsoDate) => leadDays.filter((day) => day >= from && day <= today).length;
  return {
    today,
    weekStart,
    monthStart,
    newQuotes: { today: newCount(today), thisWeek: newCount(weekStart), thisMonth: newCount(monthStart) },
    leads: { today: leadCount(today), thisWeek: leadCount(weekStart) },
    revenueQuoted: { thisWeek: revenue(weekStart), thisMonth: revenue(monthStart) },
  };
}
