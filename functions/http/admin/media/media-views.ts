import type { AdminMediaItem } from '#domain/content/media-api.ts';
import { mediaIdSchema, type MediaAsset } from '#domain/content/media.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../../platform/config.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';
import { usesOf } from '../../../adapters/dynamodb/media-usage.ts';

export const mediaParams = z.object({ id: mediaIdSchema });

export const mediaNotFound = () => new NotFoundError('No photo with that id: it may have been deleted.', 'MEDIA_NOT_FOUND');

export async function adminMediaItem(config: Config, asset: MediaAsset): Promise<AdminMediaItem> {
  return { asset, uses: await usesOf(config, asset.id) };
}

/** A fresh media id or file revision: 20 random lowercase letters and digits. */
export function randomMediaId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  // 252 is the largest multiple of 36 below 256: bytes past it are dropped so every letter is equally likely.
  let id = '';
  while (id.length < 20) for (const byte of crypto.getRandomValues(new Uint8Array(32))) if (byte < 252 && id.length < 20) id += alphabet[byte % 36];
  return id;
}
