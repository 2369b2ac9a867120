import * as z from '#domain/zod.ts';
import { readingMinutes } from '#domain/blog.ts';
import { imageReferences, renderPostMarkdown } from '../../../shared/blog/markdown.ts';
import { postImages } from '../../../shared/blog/post-media.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';

const body = z.object({ markdown: z.string().check(z.maxLength(60_000, 'Keep the post under 60,000 characters.')) });

/**
 * POST /api/admin/blog/preview `{ markdown }`: the body as the published page will show it (the
 * same renderer and sanitiser, the media library's photos), its reading time, and the images
 * saving would refuse, so the editor can say so before the save does.
 */
export const handler = signedInHandler(routes.previewAdminBlogPost, { body }, async ({ input, config }) => {
  const { mediaIds, refused } = imageReferences(input.body.markdown);
  const images = await postImages(config, mediaIds);
  return json(200, { html: renderPostMarkdown(input.body.markdown, images), readingMinutes: readingMinutes(input.body.markdown), refusedImages: refused });
});
