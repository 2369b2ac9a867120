import sharp from 'sharp';
import { MAX_INPUT_PIXELS, type MediaVariant, planVariants } from '#domain/content/media.ts';

/** Formats sharp may read here: what staff may upload, judged by the file's bytes, not its name or header. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UnusableImageError extends Error {
  override readonly name = 'UnusableImageError';
}

export interface MadeVariant extends MediaVariant {
  body: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
}

export interface MadeVariants {
  width: number;
  height: number;
  variants: MadeVariant[];
}

/**
 * Makes the web sizes of an uploaded photo: each planned width in WebP and JPEG, turned upright
 * from its EXIF orientation (phones store photos sideways and say so in EXIF) and stripped of its
 * metadata (a phone photo's EXIF carries where it was taken). Throws UnusableImageError for a file
 * that is not a JPEG, PNG or WebP image or is too large to decode safely.
 */
export async function makeVariants(original: Buffer, id: string, revision: string): Promise<MadeVariants> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UnusableImageError('The file is not an image we can read. Upload a JPEG, PNG or WebP photo.');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw new UnusableImageError(`A ${metadata.format ?? 'file of this kind'} cannot be used. Upload a JPEG, PNG or WebP photo.`);
  if (!metadata.width || !metadata.height) throw new UnusableImageError('The image has no size.');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new UnusableImageError('The image has too many pixels; export it at most 60 megapixels.');

  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const quarterTurned = (metadata.orientation ?? 1) >= 5;
  const width = quarterTurned ? metadata.height : metadata.width;
  const height = quarterTurned ? metadata.width : metadata.height;

  const plan = planVariants(id, revision, width);
  try {
    const variants = await Promise.all(
      plan.map(async (variant) => {
        const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: variant.width, withoutEnlargement: true });
        const body = variant.format === 'webp' ? await resized.webp({ quality: 78 }).toBuffer() : await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
        return { ...variant, body, contentType: variant.format === 'webp' ? ('image/webp' as const) : ('image/jpeg' as const) };
      }),
    );
    return { width, height, variants };
  } catch {
    throw new UnusableImageError('The image is damaged and could not be converted. Export it again and upload it.');
  }
}

/** The height of a variant `variantWidth` wide, for <img width height> that keep the layout still. */
export function scaledHeight(original: { width: number; height: number }, variantWidth: number): number {
  return Math.round((original.height * variantWidth) / original.width);
}
