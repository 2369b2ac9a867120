import type { AdminCustomerEditResponse } from '#domain/people/back-office.ts';
import { customerEditSchema } from '#domain/people/customer-edits.ts';
import { editCustomer } from '../../app/people/customer-edits.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/people-staff.ts';
import { customerNotFound, customerParams } from './customer-params.ts';

/**
 * PUT /api/admin/customers/{email} `{ name, email, phone, version }`: staff's correction of a
 * customer, over the version they read (409 CUSTOMER_CHANGED otherwise). A new address moves the
 * record there (409 EMAIL_TAKEN when it is another customer's). Answers the customer and its version.
 */
export const handler = signedInHandler(
  routes.putAdminCustomer,
  { params: customerParams, body: customerEditSchema },
  async ({ input, principal, config, now }) => {
    if (!input.params.email) throw customerNotFound();
    const response: AdminCustomerEditResponse = orRefuse(await editCustomer(config, input.params.email, input.body, principal.email, now));
    return json(200, response);
  },
);
