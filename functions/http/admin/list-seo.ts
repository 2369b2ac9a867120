import type { AdminSeoListResponse } from '#domain/people/back-office.ts';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { seoRepository } from '../../adapters/dynamodb/seo-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/content-staff.ts';
import { adminSeoPage } from './seo-pages.ts';

/**
 * GET /api/admin/seo: every page of the catalogue, in catalogue order, with its defaults, its
 * stored overrides (null when none) and the meta the site serves. One query reads every stored
 * record (a few dozen at most: one per page); records for paths no longer in the catalogue are
 * not listed.
 */
export const handler = signedInHandler(routes.listAdminSeo, {}, async ({ config }) => {
  const stored = new Map((await seoRepository(config).list()).map((record) => [record.route, record]));
  const response: AdminSeoListResponse = { pages: SITE_PAGES.map((page) => adminSeoPage(page, stored.get(page.path) ?? null)) };
  return json(200, response);
});
