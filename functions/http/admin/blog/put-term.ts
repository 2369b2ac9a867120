import * as z from '#domain/zod.ts';
import { blogTermInputSchema } from '#domain/blog.ts';
import { termNotFound, updateTerm } from '../../../shared/blog/terms.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { termParams, version } from './params.ts';

/** PUT /api/admin/blog/terms/{kind}/{id} `{ version, term }`: renames or re-describes it; its pages are rebuilt. */
export const handler = signedInHandler(routes.putAdminBlogTerm, { params: termParams, body: z.object({ version, term: blogTermInputSchema }) }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw termNotFound();
  return json(200, { term: await updateTerm(config, input.params.kind, input.params.id, input.body.version, input.body.term, principal.email, now) });
});
