import { randomUUID } from 'node:crypto';
import { customerNoteRequestSchema, type AdminCustomerNoteCreatedResponse } from '#domain/people/back-office.ts';
import type { CustomerNote } from '#domain/people/customers.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/people-staff.ts';
import { customerNotFound, customerParams } from './customer-params.ts';

/**
 * POST /api/admin/customers/{email}/notes: a note a staff member keeps on a customer (a call, a
 * preference). Stored with its author (the signed-in admin) and time; answers 201 `{ note }`.
 * Notes go on existing customers only, so a mistyped address does not start a stray record.
 */
export const handler = signedInHandler(
  routes.addCustomerNote,
  { params: customerParams, body: customerNoteRequestSchema },
  async ({ input, principal, config, now }) => {
    const { email } = input.params;
    const customers = customersRepository(config);
    if (!email || !(await customers.get(email))) throw customerNotFound();
    const note: CustomerNote = { id: randomUUID(), text: input.body.text, author: principal.email, createdAt: now.toISOString() };
    await customers.addNote(email, note);
    const response: AdminCustomerNoteCreatedResponse = { note };
    return json(201, response);
  },
);
