import { sitePriceTable } from '../../site/site-pricing.ts';
import { DISCO_DURATION_HOURS, DISCO_MIN_AGE, DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { capacityTierFor } from '#domain/pricing/fleet.ts';
import { formatMoney, perPersonCost } from '#domain/shared/money.ts';
import { priceTableTier } from '#domain/pricing/price-table.ts';
import { CRUISE_DURATION_HOURS, ticketTotals } from '#domain/pricing/rates.ts';
import { ComparisonTable } from './comparison-table.tsx';

/**
 * Disco tickets against a private boat for one group size on a Saturday (the day both run and
 * most groups ask about), from the same arithmetic the quote engine uses.
 */
export function discoVersusPrivate(groupSize: number) {
  const disco = ticketTotals(sitePriceTable.discoPerPerson.basic, groupSize).total;
  const table = priceTableTier(sitePriceTable, capacityTierFor(groupSize));
  const privateTotal = table.packages.standard.totalPrices.SATURDAY;
  return {
    disco,
    privateTotal,
    boatName: table.boatName,
    discoPerPerson: perPersonCost(disco, groupSize),
    privatePerPerson: perPersonCost(privateTotal, groupSize),
  };
}

export function ComparisonPricing({ groupSize }: { groupSize: number }) {
  const figures = discoVersusPrivate(groupSize);
  const discoCheaper = figures.disco < figures.privateTotal;
  return (
    <ComparisonTable
      caption={`ATX Disco Cruise or a private boat for ${groupSize} guests on a Saturday`}
      columns={[
        {
          id: 'disco',
          title: 'ATX Disco Cruise',
          subtitle: `${DISCO_PACKAGES.basic.name} tickets`,
          recommended: discoCheaper,
          ...(discoCheaper ? { badge: 'Best value' } : {}),
        },
        {
          id: 'private',
          title: 'Private charter',
          subtitle: `${figures.boatName}, standard cruise`,
          recommended: !discoCheaper,
          ...(!discoCheaper ? { badge: 'Best value' } : {}),
        },
      ]}
      rows={[
        { feature: `Total for ${groupSize} guests`, values: [formatMoney(figures.disco), formatMoney(figures.privateTotal)] },
        { feature: 'Per person', values: [formatMoney(figures.discoPerPerson), formatMoney(figures.privatePerPerson)] },
        { feature: 'Cruise length', values: [`${DISCO_DURATION_HOURS} hours`, `${CRUISE_DURATION_HOURS} hours`] },
        { feature: 'Days', values: ['Fridays and Saturdays', 'Any day'] },
        { feature: 'Who is aboard', values: ['Your group and other parties', 'Only your group'] },
        { feature: 'Live DJ included', values: [true, false] },
        { feature: 'Your own playlist', values: [false, true] },
        { feature: 'Ages', values: [`${DISCO_MIN_AGE}+ only`, 'All ages'] },
      ]}
    />
  );
}
