import { blogTermInputSchema } from '#domain/blog.ts';
import { createTerm } from '../../../shared/blog/terms.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { termKindParams } from './params.ts';

/** POST /api/admin/blog/terms/{kind}: a new category, tag or author (409 naming the one whose slug it would take). */
export const handler = signedInHandler(routes.createAdminBlogTerm, { params: termKindParams, body: blogTermInputSchema }, async ({ input, principal, config, now }) =>
  json(201, { term: await createTerm(config, input.params.kind, input.body, principal.email, now) }),
);
