import { randomUUID } from 'node:crypto';
import { partnerInputSchema, type Partner } from '#domain/commerce/partners.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/commerce-staff.ts';
import { codeTaken } from './partner-conflicts.ts';

/** POST /api/admin/affiliates: a new partner with a code no other partner holds (409 naming the clash). */
export const handler = signedInHandler(routes.createAdminPartner, { body: partnerInputSchema }, async ({ input, principal, config, now }) => {
  const at = now.toISOString();
  const partner: Partner = { ...input.body, id: randomUUID(), createdAt: at, updatedAt: at, updatedBy: principal.email, version: 1 };
  const result = await partnersRepository(config).create(partner);
  if (result.outcome !== 'saved') throw codeTaken(input.body.code, result.outcome === 'code-taken' ? result.holder : null);
  return json(201, { partner: result.partner });
});
