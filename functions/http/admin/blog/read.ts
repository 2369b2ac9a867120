import { blogRepository } from '../../../adapters/dynamodb/blog-repository.ts';
import * as z from '#domain/shared/zod.ts';
import { postNotFound } from '../../../app/content/errors.ts';
import { postImages } from '../../../app/content/post-media.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';
import { refusalError } from '../../../platform/http/refusal.ts';
import * as routes from '../../routes/content-staff.ts';
import { blogResource, resourceParams } from './params.ts';

/**
 * GET /api/admin/blog/{resource+} (decision 030):
 * - `posts`: every post (drafts, scheduled and live), the most recently edited first;
 * - `posts/{id}`: one post as stored, with its version for the next save;
 * - `terms/{categories|tags|authors}`: that kind's terms, by name;
 * - `images?ids=a,b`: the published media library photos among those ids, for the editor's
 *   preview (which renders in the browser with the site's renderer).
 */
const query = z.object({
  ids: z.optional(z.string().check(z.maxLength(1300), z.regex(/^[a-z0-9]{8,40}(?:,[a-z0-9]{8,40})*$/, 'Send media ids separated by commas.'))),
});

export const handler = signedInHandler(routes.getAdminBlog, { params: resourceParams, query }, async ({ input, config }) => {
  const resource = blogResource(input.params.resource);
  const blog = blogRepository(config);
  switch (resource.name) {
    case 'posts':
      return json(200, { posts: await blog.posts.list() });
    case 'post': {
      const post = await blog.posts.get(resource.id);
      if (!post) throw refusalError(postNotFound().refusal);
      return json(200, { post });
    }
    case 'terms':
      return json(200, { terms: await blog.terms.list(resource.kind) });
    case 'images': {
      const ids = [...new Set(input.query.ids?.split(',') ?? [])].slice(0, 30);
      return json(200, { images: [...(await postImages(config, ids)).values()] });
    }
    default:
      throw new NotFoundError('The blog API has no such resource to read.', 'BLOG_RESOURCE_NOT_FOUND');
  }
});
