import type { BlogPost } from '#domain/content/blog.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';
import { mediaRepository } from '../../adapters/dynamodb/media-repository.ts';
import { MediaNotFoundError, setMediaUses } from '../../adapters/dynamodb/media-usage.ts';
import type { PostImage } from '#domain/content/post-images.ts';

/**
 * A post's photos come from the media library (the media contract): only published assets (ready,
 * with alt text) may appear on a public page, and each post records what it uses so a photo in
 * use cannot be deleted from under it.
 */

/** The published photos among `ids`, by id. */
export async function postImages(config: TableAccess, ids: readonly string[]): Promise<Map<string, PostImage>> {
  if (ids.length === 0) return new Map();
  const assets = await mediaRepository(config).getMany(ids);
  return new Map(assets.filter((asset) => asset.status === 'published').map((asset) => [asset.id, asset]));
}

/** The ids among `ids` that name no published photo. */
export async function unpublishedMedia(config: TableAccess, ids: readonly string[]): Promise<string[]> {
  const published = await postImages(config, ids);
  return ids.filter((id) => !published.has(id));
}

/**
 * Records that `post` uses exactly its photos (replacing what it used before). Called before the
 * post is written, so a photo is never deleted while a stored post shows it; `undo` puts back what
 * was recorded before, for a write that then failed. A photo deleted since the check is named.
 */
export async function recordPostMedia(
  config: TableAccess,
  post: Pick<BlogPost, 'id' | 'title' | 'mediaIds'>,
  previous: Pick<BlogPost, 'mediaIds'> | null,
): Promise<{ undo: () => Promise<void> }> {
  const use = { kind: 'post' as const, ref: post.id, label: post.title };
  await setMediaUses(config, use, post.mediaIds);
  return { undo: () => setMediaUses(config, use, previous?.mediaIds ?? []) };
}

export { MediaNotFoundError };
