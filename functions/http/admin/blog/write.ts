import * as z from '#domain/shared/zod.ts';
import { blogPostInputSchema, blogTermInputSchema, publishRequestSchema } from '#domain/content/blog.ts';
import { createPost, publishPost, unpublishPost, updatePost } from '../../../app/content/posts.ts';
import { createTerm, updateTerm } from '../../../app/content/terms.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';
import { blogResource, bodyAs, resourceParams, saveTermBody, savePostBody, version } from './params.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';

/**
 * POST /api/admin/blog/{resource+} (decision 030). Every write is checked before anything is
 * stored: a bad field is a 400 naming it; a category, tag or author that does not exist, or an
 * image not published in the media library, a 422; a slug another post or term has, a 409 naming
 * it; a version someone saved since, a 409.
 * - `posts` `{ post }`: a new draft (201);
 * - `posts/{id}` `{ version, post }`: the post's content replaced (a live post is republished);
 * - `posts/{id}/publish` `{ version, at? }`: live now, or scheduled for `at` when still to come;
 * - `posts/{id}/unpublish` `{ version }`: a draft again (off the site, or its schedule cancelled);
 * - `terms/{kind}` `{ term }`: a new category, tag or author (201);
 * - `terms/{kind}/{id}` `{ version, term }`: one changed.
 */
export const handler = signedInHandler(routes.postAdminBlog, { params: resourceParams, body: z.unknown() }, async ({ input, principal, config, now }) => {
  const resource = blogResource(input.params.resource);
  const by = principal.email;
  switch (resource.name) {
    case 'posts':
      return json(201, { post: orRefuse(await createPost(config, bodyAs(z.object({ post: blogPostInputSchema }), input.body).post, by, now)) });
    case 'post': {
      const body = bodyAs(savePostBody, input.body);
      return json(200, { post: orRefuse(await updatePost(config, resource.id, body.version, body.post, by, now)) });
    }
    case 'publish': {
      const body = bodyAs(publishRequestSchema, input.body);
      return json(200, { post: orRefuse(await publishPost(config, resource.id, body.version, body.at, by, now)) });
    }
    case 'unpublish':
      return json(200, { post: orRefuse(await unpublishPost(config, resource.id, bodyAs(z.object({ version }), input.body).version, by, now)) });
    case 'terms':
      return json(201, { term: orRefuse(await createTerm(config, resource.kind, bodyAs(z.object({ term: blogTermInputSchema }), input.body).term, by, now)) });
    case 'term': {
      const body = bodyAs(saveTermBody, input.body);
      return json(200, { term: orRefuse(await updateTerm(config, resource.kind, resource.id, body.version, body.term, by, now)) });
    }
    default:
      throw new NotFoundError('The blog API has no such resource to write.', 'BLOG_RESOURCE_NOT_FOUND');
  }
});
