import { calendarDateIn } from '#domain/shared/dates.ts';
import { adminContentBlocks, type AdminContentBlocksResponse } from '#domain/content/content-blocks.ts';
import { contentBlocksRepository } from '../../../adapters/dynamodb/content-blocks-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { loadPricingContext } from '../../../app/pricing/pricing-context.ts';
import * as routes from '../../routes/content-staff.ts';

/** GET /api/admin/content-blocks: every block with its current text, its default and the version to save against. */
export const handler = signedInHandler(routes.getAdminContentBlocks, {}, async ({ config, now }) => {
  const response: AdminContentBlocksResponse = adminContentBlocks(
    await contentBlocksRepository(config).get(),
    (await loadPricingContext(config, calendarDateIn(now))).table,
  );
  return json(200, response);
});
