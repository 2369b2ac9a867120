import { updatePartnerSchema } from '#domain/commerce/partners.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/commerce-staff.ts';
import { codeTaken } from './partner-conflicts.ts';
import { partnerParams } from './partner-params.ts';

/**
 * PUT /api/admin/affiliates/{id} `{ ...partner, version }`: the whole form, saved over the version
 * it was loaded at (409 PARTNER_CHANGED when someone saved in between, 409 naming a code another
 * partner holds). Deactivating keeps the partner and its history; its code stops attributing.
 */
export const handler = signedInHandler(
  routes.updateAdminPartner,
  { params: partnerParams, body: updatePartnerSchema },
  async ({ input, principal, config, now }) => {
    const repository = partnersRepository(config);
    const current = input.params.id ? await repository.get(input.params.id) : null;
    if (!current) throw new NotFoundError('There is no such partner.');
    const { version, ...fields } = input.body;
    const stale = () => new ConflictError('PARTNER_CHANGED', `${current.updatedBy} saved this partner after you opened it. Reload to see their changes.`);
    if (version !== current.version) throw stale();
    const result = await repository.update(current, fields, principal.email, now);
    if (result.outcome === 'stale') throw stale();
    if (result.outcome === 'code-taken') throw codeTaken(fields.code, result.holder);
    return json(200, { partner: result.partner });
  },
);
