import { calendarDateIn } from '#domain/shared/dates.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';
import { adminPricing } from './pricing-views.ts';

/** GET /api/admin/pricing: the table in effect today, every version past and future, and the seasonal rules. */
export const handler = signedInHandler(routes.getAdminPricing, {}, async ({ config, now }) =>
  json(200, adminPricing(await pricingRepository(config).load(), calendarDateIn(now))),
);
