import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { priceVersionOn, withFirstVersion, type PriceVersion } from '#domain/pricing/price-versions.ts';
import { PriceVersionTookEffect } from '#events/pricing.ts';
import type { Config } from '../../platform/config.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';

/** The event announcing `version` in effect on `day`: by the save (with who saved it) or by the daily job. */
export function priceVersionTookEffect(version: Pick<PriceVersion, 'version' | 'effectiveFrom'>, day: IsoDate, now: Date, savedBy?: string): PendingEvent {
  return pendingEvent(
    PriceVersionTookEffect,
    {
      priceVersion: version.version,
      effectiveFrom: version.effectiveFrom,
      inEffectOn: day,
      cause: savedBy ? 'saved' : 'date-reached',
      ...(savedBy ? { savedBy } : {}),
    },
    { now },
  );
}

export interface PriceVersionAnnouncementRun {
  /** The Austin day the run looked at. */
  day: IsoDate;
  /** The version in effect that day. */
  inEffect: number;
  /** The version this run announced, when it was the first to find it in effect. */
  announced: number | null;
}

/**
 * The daily job's work (functions/scheduled/announce-price-version.ts): when the version in effect
 * on `now`'s Austin day has not been announced yet, announce it (PriceVersionTookEffect, which
 * republishes the site). Each version is announced once, by a marker written with its event, so
 * the job can run as often as wanted: it republishes only when the version in effect changed, a
 * run that missed midnight catches up on the next, and runs at once cannot both announce. The
 * launch table (version 1) is what a site built before any save shows: never announced.
 */
export async function announcePriceVersionInEffect(config: Config, now: Date): Promise<PriceVersionAnnouncementRun> {
  const day = calendarDateIn(now);
  const repository = pricingRepository(config);
  const version = priceVersionOn(withFirstVersion((await repository.load()).versions), day);
  if (version.version === 1) return { day, inEffect: 1, announced: null };
  const event = priceVersionTookEffect(version, day, now);
  if (!(await repository.announceVersion(version.version, event))) return { day, inEffect: version.version, announced: null };
  await publishPending(config, [event]);
  return { day, inEffect: version.version, announced: version.version };
}
