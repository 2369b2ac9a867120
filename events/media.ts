import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

/**
 * The photos on the public pages changed (issue 19, decision 031): staff chose a photo for a page
 * slot, or changed, replaced or unpublished a photo a slot shows. The pages are static HTML, so
 * this republishes the site, as BusinessFactsChanged does (decision 013); a build reads the slots
 * and photos as stored when it starts.
 */
export const PagePhotosChanged = defineEvent({
  source: 'cruises.media',
  detailType: 'PagePhotosChanged',
  version: 1,
  data: () =>
    z.object({
      /** The page slots whose photos changed (domain/content/page-slots.ts keys). */
      slots: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
      /** Why: a slot's photos were chosen, or a photo a slot shows was edited, replaced or removed. */
      reason: z.enum(['slot-chosen', 'photo-changed']),
      /** The signed-in staff member's e-mail. */
      updatedBy: z.email(),
    }),
  sample: { slots: ['home-hero'], reason: 'slot-chosen', updatedBy: 'captain@laketravispartycruises.example' },
});

/**
 * What the media library publishes changed (issue 19, decision 031): a photo was published (its
 * alt text given), unpublished (alt text cleared), its alt text or caption edited, its file
 * replaced or it was deleted. The press page (/media) lists every published photo, so this
 * republishes the site, as PagePhotosChanged does. A change to a photo a page slot shows raises
 * PagePhotosChanged instead (one rebuild covers both).
 */
export const PublishedPhotosChanged = defineEvent({
  source: 'cruises.media',
  detailType: 'PublishedPhotosChanged',
  version: 1,
  data: () =>
    z.object({
      mediaId: z.string().check(z.minLength(1)),
      change: z.enum(['published', 'unpublished', 'edited', 'replaced', 'deleted']),
      /** The signed-in staff member's e-mail; none when the image function finished a replaced file. */
      updatedBy: z.optional(z.email()),
    }),
  sample: { mediaId: '5f0c2d7e-2b1a-4d4e-9a51-7c1f3e1b9a10', change: 'published', updatedBy: 'captain@laketravispartycruises.example' },
});
