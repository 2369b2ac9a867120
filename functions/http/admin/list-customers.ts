import { adminCustomerListQuerySchema, type AdminCustomerListResponse } from '#domain/people/back-office.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { matchesSearch } from '../../app/booking/quote-search.ts';
import * as routes from '../routes/people-staff.ts';
import { BACK_OFFICE_SCAN_LIMIT } from '../../adapters/dynamodb/query-pages.ts';

// Customers by latest activity from gsi1, searched in memory: one customer per e-mail address is
// a few thousand records at this business's scale (see list-quotes.ts). Past this many the least
// recently active are not searched and the answer says so.

/** GET /api/admin/customers: most recently active first; `q` searches name, e-mail and phone. */
export const handler = signedInHandler(routes.listAdminCustomers, { query: adminCustomerListQuerySchema }, async ({ input, config }) => {
  const { q, limit } = input.query;
  const read = await customersRepository(config).listRecent(BACK_OFFICE_SCAN_LIMIT + 1);
  const matching = read.slice(0, BACK_OFFICE_SCAN_LIMIT).filter((customer) => !q || matchesSearch(customer, q));
  const response: AdminCustomerListResponse = {
    customers: matching.slice(0, limit),
    matched: matching.length,
    complete: read.length <= BACK_OFFICE_SCAN_LIMIT,
  };
  return json(200, response);
});
