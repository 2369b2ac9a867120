import { blogPostInputSchema } from '#domain/blog.ts';
import { createPost } from '../../../shared/blog/posts.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';

/**
 * POST /api/admin/blog/posts: a new draft. A bad field is a 400 naming it; a category, tag or
 * author that does not exist, or an image not from the media library, a 422; a slug another post
 * has, a 409 naming that post. Nothing is stored in any of those cases.
 */
export const handler = signedInHandler(routes.createAdminBlogPost, { body: blogPostInputSchema }, async ({ input, principal, config, now }) =>
  json(201, { post: await createPost(config, input.body, principal.email, now) }),
);
