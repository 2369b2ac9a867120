import { sitePriceTable } from '../../site/site-pricing.ts';
import { BOATS, bandGuestsLabel, boatCapacityLabel, CAPACITY_TIERS, CAPACITY_TIER_BANDS, type CapacityTier } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { startingPrivateHourlyRate, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { ComparisonTable } from '../../components/pricing/comparison-table.tsx';

/** The fleet side by side: guests, seats and starting prices per boat, from domain/. */
export function FleetComparison() {
  const boats = BOATS.map((boat) => {
    const tiers = CAPACITY_TIERS.filter((t) => CAPACITY_TIER_BANDS[t].boatId === boat.id) as CapacityTier[];
    const extraCrewTier = tiers.find((t) => sitePriceTable.crewFeePerHour[t] > 0);
    return {
      boat,
      tiers,
      hourly: Math.min(...tiers.map((t) => startingPrivateHourlyRate(sitePriceTable, t))),
      total: Math.min(...tiers.map((t) => startingPrivatePrice(sitePriceTable, t))),
      extraCrew: extraCrewTier
        ? `From ${CAPACITY_TIER_BANDS[extraCrewTier].minGuests} guests (+${formatMoney(sitePriceTable.crewFeePerHour[extraCrewTier])}/hour)`
        : 'Not needed',
    };
  });
  return (
    <ComparisonTable
      caption="Our fleet side by side"
      columns={boats.map(({ boat }, i) => ({
        id: boat.id,
        title: boat.displayName,
        recommended: i === boats.length - 1,
        ...(i === boats.length - 1 ? { badge: 'Flagship' } : {}),
      }))}
      rows={[
        { feature: 'Size', values: boats.map(({ boat }) => boatCapacityLabel(boat)) },
        { feature: 'Price bands', values: boats.map((b) => b.tiers.map(bandGuestsLabel).join(', ')) },
        // Each figure says its basis (decision 071): 4 x the rate is not the total, which has tax and gratuity in.
        { feature: 'Hourly rate from, before tax and gratuity', values: boats.map((b) => formatMoney(b.hourly)) },
        { feature: `${CRUISE_DURATION_HOURS}-hour total from, tax and gratuity in`, values: boats.map((b) => formatMoney(b.total)) },
        { feature: 'Extra deckhand', values: boats.map((b) => b.extraCrew) },
      ]}
    />
  );
}
