import { markCommissionPaidSchema, partnerReportRows } from '#domain/commerce/partners.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';
import { HttpError, NotFoundError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/commerce-staff.ts';
import { partnerParams } from './partner-params.ts';

/**
 * POST /api/admin/affiliates/{id}/payouts `{ month }`: the month's commission was paid, by whom and
 * when, at the amount the report owes now. Stored once (a conditional write); a repeat answers 200
 * with the payout already recorded. A month with nothing owed cannot be marked (422).
 */
export const handler = signedInHandler(
  routes.markAdminPartnerCommissionPaid,
  { params: partnerParams, body: markCommissionPaidSchema },
  async ({ input, principal, config, now }) => {
    const repository = partnersRepository(config);
    const partner = input.params.id ? await repository.get(input.params.id) : null;
    if (!partner) throw new NotFoundError('There is no such partner.');
    const { month } = input.body;
    const [figures] = await repository.figuresBetween(month, month, partner.id);
    const [row] = figures ? partnerReportRows([partner], [figures]) : [];
    if (row?.payout) return json(200, { payout: row.payout, created: false });
    if (!row || row.commission <= 0)
      throw new HttpError(422, 'NOTHING_OWED', `${partner.name} is owed no commission for ${month}.`, { month: 'Nothing is owed for this month.' });
    const result = await repository.markPaid(partner.id, month, {
      amount: row.commission,
      percent: row.commissionPercent,
      paidAt: now.toISOString(),
      paidBy: principal.email,
    });
    if (result.outcome === 'no-figures')
      throw new HttpError(422, 'NOTHING_OWED', `${partner.name} is owed no commission for ${month}.`, { month: 'Nothing is owed for this month.' });
    return json(result.outcome === 'paid' ? 201 : 200, { payout: result.payout, created: result.outcome === 'paid' });
  },
);
