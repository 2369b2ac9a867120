import type { IsoDate } from '#domain/shared/dates.ts';
import { availabilityBetween, type CruiseKind, type DayAvailability, type InventorySettings } from '#domain/booking/inventory.ts';
import type { Config } from '../../platform/config.ts';
import { inventoryRepository, type InventoryMonthView } from '../../adapters/dynamodb/inventory-repository.ts';
import { loadPricingContext } from '../pricing/pricing-context.ts';

/** The inventory settings and everything taken or closed between two dates. */
export async function inventoryBetween(config: Config, from: IsoDate, to: IsoDate): Promise<{ settings: InventorySettings; view: InventoryMonthView }> {
  const inventory = inventoryRepository(config);
  const [{ settings }, view] = await Promise.all([inventory.getSettings(), inventory.between(from, to)]);
  return { settings, view };
}

export interface AvailabilityRequest {
  from: IsoDate;
  to: IsoDate;
  groupSize: number;
  kind: CruiseKind;
  today: IsoDate;
  /** From how many days ahead slots are sold (the domain's online rule when absent). */
  minDaysAhead?: number;
  /** The moment of asking, when today is for sale: today's slots that have set out are not. */
  now?: Date;
}

/** What can be sold, per day and slot, for a group: one read of the settings and one Query per month. */
export async function availabilityFor(config: Config, request: AvailabilityRequest): Promise<DayAvailability[]> {
  const [{ settings, view }, pricing] = await Promise.all([inventoryBetween(config, request.from, request.to), loadPricingContext(config, request.today)]);
  return availabilityBetween({ ...request, settings, blackouts: view.blackouts, reservations: view.reservations, priceTable: pricing.table });
}
