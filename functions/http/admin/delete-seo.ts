import type { AdminSeoPageResponse } from '#domain/people/back-office.ts';
import { seoRepository } from '../../adapters/dynamodb/seo-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/content-staff.ts';
import { adminSeoPage, seoPageNotFound, seoPageParams } from './seo-pages.ts';

/**
 * DELETE /api/admin/seo/{route+}: drops the page's overrides, so it is served its catalogue
 * defaults again. Idempotent: a page without overrides answers the same. Answers 200 with the
 * page as it now stands.
 */
export const handler = signedInHandler(routes.deleteAdminSeo, { params: seoPageParams }, async ({ input, config }) => {
  const page = input.params.route;
  if (!page) throw seoPageNotFound();
  await seoRepository(config).remove(page.path);
  const response: AdminSeoPageResponse = { page: adminSeoPage(page, null) };
  return json(200, response);
});
