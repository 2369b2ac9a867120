import { discoCruiseInclusion } from '../pricing/disco.ts';
import { CAPACITY_TIER_BANDS, boatById, type Boat } from '../pricing/fleet.ts';
import { charterLineLabel, discoTicketsLabel, type PriceCalculationResult } from '../pricing/pricing.ts';
import { charterInclusion, seatingInclusion } from '../pricing/tier-packages.ts';

// A booked quote names the boat its booking sails on (issue 31). A private quote is priced by its
// group's capacity tier and names that tier's boat, but a booking takes the smallest free boat that
// fits the group at its time, which may be a bigger one; a disco booking sails on its sailing's
// boat, which neither the ticket line nor the package's list named. Only words change here: every
// amount stays the engine's, as priced.

/** The price with its boat line naming `boat`: the charter's line (private) or the tickets' (disco). */
export function priceOnBookedBoat(price: PriceCalculationResult, boat: Boat): PriceCalculationResult {
  if (price.kind === 'private') {
    const lineItems = price.breakdown.lineItems.map((item) =>
      item.code === 'CHARTER' ? { ...item, label: charterLineLabel(boat.displayName, price.dayType) } : item,
    );
    return { ...price, boat: { id: boat.id, displayName: boat.displayName }, breakdown: { ...price.breakdown, lineItems } };
  }
  const lineItems = price.breakdown.lineItems.map((item) =>
    item.code === 'DISCO_TICKETS' ? { ...item, label: discoTicketsLabel(price.packageName, boat.displayName) } : item,
  );
  return { ...price, breakdown: { ...price.breakdown, lineItems } };
}

/**
 * What is included, naming `boat`: the package's line on the tier's boat (and its seats) becomes the
 * booked boat's; a package whose list starts "Everything in ..." gets the booked boat's line first.
 */
export function inclusionsOnBookedBoat(price: PriceCalculationResult, inclusions: readonly string[], boat: Boat): string[] {
  if (price.kind === 'private') {
    const priced = boatById(price.boat.id);
    const { maxGuests } = CAPACITY_TIER_BANDS[price.capacity];
    const charter = charterInclusion(priced.displayName, maxGuests);
    const seating = seatingInclusion(priced.seatingCapacity);
    const booked = charterInclusion(boat.displayName, maxGuests);
    if (!inclusions.includes(charter)) return [booked, ...inclusions];
    return inclusions.map((item) => (item === charter ? booked : item === seating ? seatingInclusion(boat.seatingCapacity) : item));
  }
  const cruise = discoCruiseInclusion();
  const booked = discoCruiseInclusion(boat.displayName);
  return inclusions.includes(cruise) ? inclusions.map((item) => (item === cruise ? booked : item)) : [booked, ...inclusions];
}
