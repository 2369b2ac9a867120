import { postNotFound, updatePost } from '../../../shared/blog/posts.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { postParams, savePostBody } from './params.ts';

/**
 * PUT /api/admin/blog/posts/{id} `{ version, post }`: replaces the post's content (as create
 * checks it), conditional on the version opened (409 POST_CHANGED otherwise). Editing a live post
 * republishes the site.
 */
export const handler = signedInHandler(routes.putAdminBlogPost, { params: postParams, body: savePostBody }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw postNotFound();
  return json(200, { post: await updatePost(config, input.params.id, input.body.version, input.body.post, principal.email, now) });
});
