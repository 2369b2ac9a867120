import { blogRepository } from '../../../shared/data/blog-repository.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { termKindParams } from './params.ts';

/** GET /api/admin/blog/terms/{kind}: the blog's categories, tags or authors, by name. */
export const handler = signedInHandler(routes.listAdminBlogTerms, { params: termKindParams }, async ({ input, config }) =>
  json(200, { terms: await blogRepository(config).terms.list(input.params.kind) }),
);
