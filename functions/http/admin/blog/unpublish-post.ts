import * as z from '#domain/zod.ts';
import { postNotFound, unpublishPost } from '../../../shared/blog/posts.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';
import { postParams, version } from './params.ts';

/** POST /api/admin/blog/posts/{id}/unpublish `{ version }`: the post is a draft again (off the site, or its schedule cancelled). */
export const handler = signedInHandler(routes.unpublishAdminBlogPost, { params: postParams, body: z.object({ version }) }, async ({ input, principal, config, now }) => {
  if (!input.params.id) throw postNotFound();
  return json(200, { post: await unpublishPost(config, input.params.id, input.body.version, principal.email, now) });
});
