import * as z from '#domain/shared/zod.ts';
import { isoDateSchema } from '#domain/booking/schemas.ts';
import { defineEvent } from './envelope.ts';

/** Why a version is announced: staff saved it effective today, or its first day came (the daily job). */
export const PRICE_VERSION_ANNOUNCEMENT_CAUSES = ['saved', 'date-reached'] as const;

/**
 * Another price version is in effect (issue 18, decision 026): the public pages' "from $X", their
 * JSON-LD offers and the pricing tables are static HTML built with the version in effect on the
 * build's day, so this republishes the site (siteRepublishTrigger), as BusinessFactsChanged does
 * for the facts. Each version is announced once (a marker written with the event): by the save
 * when it takes effect the day it is saved, else by the job that runs after Austin midnight. It
 * names the version, not its figures: a build reads the version in effect when it starts.
 */
export const PriceVersionTookEffect = defineEvent({
  source: 'cruises.pricing',
  detailType: 'PriceVersionTookEffect',
  version: 1,
  data: () =>
    z.object({
      /** The version now in effect (2 or more: version 1 is the launch table). */
      priceVersion: z.number().check(z.int(), z.gte(2)),
      /** Its first day (America/Chicago). */
      effectiveFrom: isoDateSchema,
      /** The day (America/Chicago) it was found in effect; after effectiveFrom when the job ran late. */
      inEffectOn: isoDateSchema,
      cause: z.enum(PRICE_VERSION_ANNOUNCEMENT_CAUSES),
      /** The staff member who saved it, when the save announced it. */
      savedBy: z.optional(z.email()),
    }),
  sample: { priceVersion: 4, effectiveFrom: '2027-03-01', inEffectOn: '2027-03-01', cause: 'date-reached' },
});
