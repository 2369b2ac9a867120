import { blogRepository } from '../../../shared/data/blog-repository.ts';
import { postNotFound } from '../../../shared/blog/posts.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { postParams } from './params.ts';

/** GET /api/admin/blog/posts/{id}: the post as stored, with its version for the next save. */
export const handler = signedInHandler(routes.getAdminBlogPost, { params: postParams }, async ({ input, config }) => {
  const post = input.params.id ? await blogRepository(config).posts.get(input.params.id) : null;
  if (!post) throw postNotFound();
  return json(200, { post });
});
