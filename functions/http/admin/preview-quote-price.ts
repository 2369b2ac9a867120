import { calendarDateIn } from '#domain/shared/dates.ts';
import { pricePreviewRequestSchema } from '#domain/booking/price-preview.ts';
import { previewSelectionPrice } from '../../app/pricing/price-preview.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';

/**
 * POST /api/admin/quotes/price `{ selection, email? }`: the staff quote form's live price, priced
 * as POST /api/admin/quotes will price it on save (decision 035). Nothing is stored.
 */
export const handler = signedInHandler(routes.previewAdminQuotePrice, { body: pricePreviewRequestSchema }, async ({ input, config, now }) => {
  const { selection, email } = input.body;
  return json(200, orRefuse(await previewSelectionPrice(config, selection, { today: calendarDateIn(now), email })));
});
