import type { AdminCustomerEditResponse } from '#domain/people/back-office.ts';
import { customerMergeSchema } from '#domain/people/customer-edits.ts';
import { mergeCustomers } from '../../app/people/customer-edits.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/people-staff.ts';
import { customerNotFound, customerParams } from './customer-params.ts';

/**
 * POST /api/admin/customers/{email}/merge `{ from, version }`: the record at `from` (the same
 * person) is folded into this one, over this one's version (409 CUSTOMER_CHANGED otherwise); its
 * address then points here and both histories show here. 422 SAME_CUSTOMER for this record's own address.
 */
export const handler = signedInHandler(
  routes.mergeAdminCustomer,
  { params: customerParams, body: customerMergeSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.email) throw customerNotFound();
    const response: AdminCustomerEditResponse = orRefuse(await mergeCustomers(config, input.params.email, input.body, principal.email, now));
    return json(200, response);
  },
);
