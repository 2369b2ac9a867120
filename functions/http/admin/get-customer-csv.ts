import { csvDownload } from '../../platform/http/response.ts';
import { adminCustomerListQuerySchema } from '#domain/people/back-office.ts';
import { customerCsvRows } from '#domain/people/customer-edits.ts';
import { toCsv } from '#domain/shared/csv.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { BACK_OFFICE_SCAN_LIMIT } from '../../adapters/dynamodb/query-pages.ts';
import { matchesSearch } from '../../app/booking/quote-search.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/people-staff.ts';

/**
 * GET /api/admin/customer-export?q=: the customer list as a spreadsheet, most recently active
 * first: every match, not one page, within the list's own reach (the 3,000 most recently active,
 * BACK_OFFICE_SCAN_LIMIT, as the list searches). `limit` is ignored: the file is the list.
 */
export const handler = signedInHandler(routes.getAdminCustomerCsv, { query: adminCustomerListQuerySchema }, async ({ input, config, now }) => {
  const { q } = input.query;
  const read = await customersRepository(config).listRecent(BACK_OFFICE_SCAN_LIMIT);
  const matching = read.filter((customer) => !q || matchesSearch(customer, q));
  return csvDownload(`customers-${calendarDateIn(now)}.csv`, toCsv(customerCsvRows(matching)));
});
