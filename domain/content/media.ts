import * as z from '../shared/zod.ts';

/**
 * The media library's rules: which photos may be uploaded, which sizes are made of them, and when
 * a photo may appear on a public page. The widths are the spec's; every variant is made in WebP
 * and JPEG (JPEG for the browsers and e-mail clients that cannot show WebP).
 */
export const IMAGE_WIDTHS = [640, 1024, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What staff may upload: the formats every camera and phone export, and that sharp reads. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** 20 MB: a full-size phone photo fits; a raw file or a video does not. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Beyond this many pixels sharp would need more memory than the image function has (a decompression bomb). */
export const MAX_INPUT_PIXELS = 60_000_000;

export const MEDIA_STATUSES = ['processing', 'ready', 'published'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export interface MediaVariant {
  format: ImageFormat;
  width: number;
  /** The public path under the site, e.g. /media-files/<id>/640.webp. */
  path: string;
}

export interface MediaAsset {
  id: string;
  fileName: string;
  alt: string;
  caption?: string;
  tags: string[];
  width: number;
  height: number;
  /** published = ready and has alt text: only published assets appear on public pages. */
  status: MediaStatus;
  variants: MediaVariant[];
  /** Why the last upload was refused (not an image, too large), for staff; absent when it was fine. */
  problem?: string;
  createdAt: string;
  updatedAt: string;
}

export const MEDIA_USE_KINDS = ['post', 'page-slot', 'product', 'block'] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** Who uses a photo: a post, a page slot, ...; `label` names it for staff ("the post 'Top 10...'"). */
export interface MediaUse {
  kind: MediaUseKind;
  ref: string;
  label: string;
}

/** Where the processed images live under the site (CloudFront's media origin, the local gateway's /media-files). */
export const MEDIA_PUBLIC_PREFIX = '/media-files';

/** A media id: lowercase letters and digits (what `newMediaId` makes), safe in an S3 key and a URL. */
export const mediaIdSchema = z.string().check(z.regex(/^[a-z0-9]{8,40}$/, { message: 'A media id is 8 to 40 lowercase letters and digits.' }));

const tagSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { message: 'A tag cannot be empty.' }),
    z.maxLength(40, { message: 'Keep a tag under 40 characters.' }),
    z.regex(/^[a-z0-9][a-z0-9 -]*$/, { message: 'A tag uses letters, digits, spaces and hyphens.' }),
  );

export const mediaVariantSchema = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number().check(z.int(), z.positive()),
  path: z.string().check(z.startsWith(`${MEDIA_PUBLIC_PREFIX}/`)),
});

export const mediaAssetSchema = z.object({
  id: mediaIdSchema,
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  alt: z.string().check(z.maxLength(300)),
  caption: z.optional(z.string().check(z.maxLength(500))),
  tags: z.array(tagSchema).check(z.maxLength(20)),
  width: z.number().check(z.int(), z.gte(0)),
  height: z.number().check(z.int(), z.gte(0)),
  status: z.enum(MEDIA_STATUSES),
  variants: z.array(mediaVariantSchema),
  problem: z.optional(z.string().check(z.maxLength(300))),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const mediaUseSchema = z.object({
  kind: z.enum(MEDIA_USE_KINDS),
  ref: z.string().check(z.minLength(1), z.maxLength(200)),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** What staff edit on a photo. Alt text may be empty while the photo is unpublished. */
export const mediaDetailsSchema = z.object({
  alt: z.string().check(z.trim(), z.maxLength(300, { message: 'Keep the alt text under 300 characters.' })),
  caption: z.optional(z.string().check(z.trim(), z.maxLength(500, { message: 'Keep the caption under 500 characters.' }))),
  tags: z.array(tagSchema).check(z.maxLength(20, { message: 'Use at most 20 tags.' })),
});
export type MediaDetails = z.infer<typeof mediaDetailsSchema>;

/** The widths made of an image `originalWidth` wide: never upscaled, and never nothing (a small original is kept at its own width). */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  if (widths.length < IMAGE_WIDTHS.length && originalWidth > 0 && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/**
 * A variant's public path. `revision` changes with each replaced file, so a replaced photo gets
 * new URLs and no browser or CloudFront cache serves the old picture (the files are immutable).
 */
export function variantPath(id: string, revision: string, width: number, format: ImageFormat): string {
  return `${MEDIA_PUBLIC_PREFIX}/${id}/${revision}/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
}

/** Every variant of an image: each width in both formats, smallest first. */
export function planVariants(id: string, revision: string, originalWidth: number): MediaVariant[] {
  return variantWidths(originalWidth).flatMap((width) => IMAGE_FORMATS.map((format) => ({ format, width, path: variantPath(id, revision, width, format) })));
}

/**
 * The status a processed photo has: published when it has alt text, since a picture without one
 * tells a screen-reader user nothing; otherwise ready (processed, waiting for alt text).
 */
export function statusFor(asset: Pick<MediaAsset, 'alt' | 'variants'>): MediaStatus {
  if (asset.variants.length === 0) return 'processing';
  return asset.alt.trim().length > 0 ? 'published' : 'ready';
}

/**
 * How long a photo may wait for its file before staff are told it never arrived. Making the sizes
 * takes seconds once the file is in; a browser closed or a connection lost mid-upload leaves an
 * entry whose file never comes.
 */
export const UPLOAD_WAIT_MINUTES = 10;

/** Whether a photo still processing was saved (or replaced) longer ago than UPLOAD_WAIT_MINUTES: its file never arrived. */
export function uploadNeverArrived(asset: Pick<MediaAsset, 'status' | 'problem' | 'updatedAt'>, now: Date): boolean {
  return asset.status === 'processing' && !asset.problem && now.getTime() - Date.parse(asset.updatedAt) > UPLOAD_WAIT_MINUTES * 60_000;
}

export function isPublished(asset: Pick<MediaAsset, 'status' | 'alt'>): boolean {
  return asset.status === 'published' && asset.alt.trim().length > 0;
}

/** How staff read a use: "the post 'Top 10 ...'", "the page slot 'Home hero'". */
export function describeUse(use: MediaUse): string {
  return `the ${use.kind.replace('-', ' ')} '${use.label}'`;
}

/** Why a delete is refused: every use, named. */
export function usedWhereMessage(uses: readonly MediaUse[]): string {
  return `This photo is in use on ${uses.map(describeUse).join(', ')}. Choose another photo there first.`;
}

/** The largest variant in a format, for a download link or an Open Graph image. */
export function largestVariant(asset: Pick<MediaAsset, 'variants'>, format: ImageFormat): MediaVariant | undefined {
  return asset.variants
    .filter((variant) => variant.format === format)
    .reduce<MediaVariant | undefined>((best, variant) => (best && best.width >= variant.width ? best : variant), undefined);
}
