import { deleteTerm } from '../../../app/content/terms.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { noContent } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';
import { blogResource, resourceParams } from './params.ts';

/**
 * DELETE /api/admin/blog/{resource+} (decision 030): `terms/{kind}/{id}` deletes a category, tag
 * or author no post uses (204); while a post uses it, 409 TERM_IN_USE naming the posts, and
 * nothing is deleted; an unknown id, 404. Posts are not deleted here: a post is unpublished.
 */
export const handler = signedInHandler(routes.deleteAdminBlog, { params: resourceParams }, async ({ input, config }) => {
  const resource = blogResource(input.params.resource);
  if (resource.name !== 'term') throw new NotFoundError('The blog API has no such resource to delete.', 'BLOG_RESOURCE_NOT_FOUND');
  orRefuse(await deleteTerm(config, resource.kind, resource.id));
  return noContent();
});
