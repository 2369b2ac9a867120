import type { AdminSummaryResponse } from '#domain/back-office.ts';
import { calendarDateIn } from '#domain/dates.ts';
import { leadsRepository } from '../../shared/data/leads-repository.ts';
import { quotesRepository } from '../../shared/data/quotes-repository.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { json } from '../../shared/http/response.ts';
import { adminQuoteSummary } from '../../shared/quotes/admin-quote.ts';
import { routes } from '../routes.ts';
import { leadsWithConversions } from './lead-views.ts';
import { summaryFigures, summaryPeriodStart } from './summary-figures.ts';

const LATEST = 5;

/**
 * GET /api/admin/summary: the dashboard. New quotes and leads today and this week, revenue quoted
 * this week and this month, and the latest quotes and leads. Bookings do not exist yet, so there
 * are no cruise or conversion figures: the dashboard says so rather than show made-up numbers.
 */
export const handler = httpHandler(routes.getAdminSummary, {}, async ({ config, now }) => {
  const today = calendarDateIn(now);
  // gsi1 sort keys start with the ISO time stored; a bare date sorts before every time on that
  // day in UTC, which is before the day starts in America/Chicago, so nothing of the period is
  // missed (a few hours of the day before come along and are filtered out).
  const since = summaryPeriodStart(today);
  const quotes = quotesRepository(config);
  const leads = leadsRepository(config);
  const [periodQuotes, periodLeads, latestQuotes, latestLeads] = await Promise.all([
    quotes.listCreatedSince(since),
    leads.listCreatedSince(since),
    quotes.listNewest(LATEST),
    leads.listNewest(LATEST),
  ]);
  const response: AdminSummaryResponse = {
    ...summaryFigures(periodQuotes, periodLeads, today),
    latestQuotes: latestQuotes.map((quote) => adminQuoteSummary(quote, today)),
    latestLeads: await leadsWithConversions(config, latestLeads),
  };
  return json(200, response);
});
