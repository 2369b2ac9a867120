import { businessSummary, businessSummaryQuerySchema, monthYearsBefore, sellableBoatMinutes } from '#domain/commerce/business-summary.ts';
import { addDays } from '#domain/shared/dates.ts';
import { businessSummaryRepository } from '../../adapters/dynamodb/business-summary-repository.ts';
import { inventoryRepository } from '../../adapters/dynamodb/inventory-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/commerce-staff.ts';

/** The last day of a `YYYY-MM` month. */
function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/**
 * GET /api/admin/business-summary?from=YYYY-MM&to=YYYY-MM: the owner's numbers for the months,
 * from the summary items the consumer keeps (two Queries: the months and the year before) and the
 * inventory settings (one read). Never a Scan.
 */
export const handler = signedInHandler(routes.getAdminBusinessSummary, { query: businessSummaryQuerySchema }, async ({ input, config }) => {
  const { from, to } = input.query;
  const summaries = businessSummaryRepository(config);
  const [stored, yearBefore, inventory] = await Promise.all([
    summaries.between(from, to),
    summaries.between(monthYearsBefore(from, 1), monthYearsBefore(to, 1)),
    inventoryRepository(config).getSettings(),
  ]);
  const sellable = sellableBoatMinutes(inventory.settings, `${from}-01`, lastDayOf(to));
  return json(200, businessSummary({ from, to }, stored, sellable, yearBefore));
});
