import * as z from '#domain/shared/zod.ts';
import type { AdminSeoPageResponse } from '#domain/people/back-office.ts';
import { seoOverridesSchemaOf, seoRepository } from '../../adapters/dynamodb/seo-repository.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { fieldsFromZod } from '../../platform/http/handler.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/content-staff.ts';
import { adminSeoPage, seoPageNotFound, seoPageParams } from './seo-pages.ts';

/**
 * PUT /api/admin/seo/{route+}: the page's overrides, replaced as a whole (the body is every field
 * staff changed; the rest follow the catalogue defaults). Unknown or invalid fields are a 400
 * with `fields` and nothing is stored; the canonical URL and the images must be paths on the site
 * or https:// addresses on its own host. An empty body object means "no overrides" and drops the
 * record, so a page is listed as customised only when something differs. The public
 * GET /api/seo/meta/{route} serves the edit (its cache lets it take up to five minutes).
 */
// The fields are checked in the handler: which hosts are the site's own depends on the stage's configuration.
const body = z.record(z.string().check(z.maxLength(100)), z.unknown(), { message: "Send the page's meta as an object." });

export const handler = signedInHandler(routes.putAdminSeo, { params: seoPageParams, body }, async ({ input, config, now }) => {
  const page = input.params.route;
  if (!page) throw seoPageNotFound();
  const checked = seoOverridesSchemaOf(config).safeParse(input.body);
  if (!checked.success) throw new ValidationError('The request body is not valid.', fieldsFromZod(checked.error));
  const seo = seoRepository(config);
  const overrides = checked.data;
  let stored = null;
  if (Object.keys(overrides).length === 0) await seo.remove(page.path);
  else stored = await seo.put(page.path, overrides, now.toISOString());
  const response: AdminSeoPageResponse = { page: adminSeoPage(page, stored) };
  return json(200, response);
});
