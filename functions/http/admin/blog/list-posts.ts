import { blogRepository } from '../../../shared/data/blog-repository.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';

/** GET /api/admin/blog/posts: every post (drafts, scheduled and live), the most recently edited first. */
export const handler = signedInHandler(routes.listAdminBlogPosts, {}, async ({ config }) => json(200, { posts: await blogRepository(config).posts.list() }));
