import * as z from '#domain/zod.ts';
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
  data: z.object({
    /** The page slots whose photos changed (domain/page-slots.ts keys). */
    slots: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    /** Why: a slot's photos were chosen, or a photo a slot shows was edited, replaced or removed. */
    reason: z.enum(['slot-chosen', 'photo-changed']),
    /** The signed-in staff member's e-mail. */
    updatedBy: z.email(),
  }),
  sample: { slots: ['home-hero'], reason: 'slot-chosen', updatedBy: 'captain@laketravispartycruises.example' },
});
