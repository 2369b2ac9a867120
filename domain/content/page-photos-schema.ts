import * as z from '../shared/zod.ts';
import { mediaVariantSchema } from './media.ts';

/** What the site build checks the stored page photos with before building them in (page-photos.ts). */
export const pagePhotoSchema = z.object({
  id: z.string(),
  alt: z.string().check(z.minLength(1)),
  caption: z.optional(z.string()),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  variants: z.array(mediaVariantSchema).check(z.minLength(1)),
});

export const pagePhotosSchema = z.record(z.string(), z.array(pagePhotoSchema));
