import { endorsementsRepository } from '../../adapters/dynamodb/endorsements-repository.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/site.ts';

/**
 * GET /api/endorsements/homepage: the endorsements staff recorded, in display order (an empty
 * list when there are none). Cacheable for ten minutes: the homepage asks on every visit.
 */
export const handler = httpHandler(routes.listHomepageEndorsements, {}, async ({ config }) => {
  const endorsements = await endorsementsRepository(config).list();
  return json(200, { endorsements: endorsements.map(({ position: _position, ...shown }) => shown) }, { headers: { 'cache-control': 'public, max-age=600' } });
});
