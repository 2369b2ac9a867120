import { publishRequestSchema } from '#domain/blog.ts';
import { postNotFound, publishPost } from '../../../shared/blog/posts.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { postParams } from './params.ts';

/**
 * POST /api/admin/blog/posts/{id}/publish `{ version, at? }`: live now (BlogPostPublished
 * republishes the site), or scheduled for `at` when that is still to come; the publishing job
 * then publishes it at that time, not before.
 */
export const handler = signedInHandler(routes.publishAdminBlogPost, { params: postParams, body: publishRequestSchema }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw postNotFound();
  return json(200, { post: await publishPost(config, input.params.id, input.body.version, input.body.at, principal.email, now) });
});
