import { sitePriceTable } from '../../site/site-pricing.ts';
import { Check, Users } from 'lucide-react';
import { CRUISE_DURATION_HOURS, PRIVATE_PACKAGE_TYPES, type PrivatePackageType } from '#domain/pricing/rates.ts';
import { bandGuestsLabel, type CapacityTier } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceTableTier } from '#domain/pricing/price-table.ts';
import { tierPackagesFor } from '#domain/pricing/tier-packages.ts';
import { TOTALS_NOTE } from '../../site/price-notes.ts';
import { DayTypeTabs } from './day-type-tabs.tsx';
import { ChatLink } from '../marketing/chat-link.tsx';

/**
 * The private-charter prices for the chosen boats, by day type: the hourly rate, and the total a
 * group pays for each package (tax and recommended gratuity included), straight from domain/.
 */
export function PrivatePricing({ tiers, featuredPackage }: { tiers: readonly CapacityTier[]; featuredPackage?: PrivatePackageType | undefined }) {
  return (
    <DayTypeTabs label="Prices by day of the week">
      {(dayType) => (
        <div className="tier-grid">
          {tiers.map((tier) => {
            const table = priceTableTier(sitePriceTable, tier);
            const copy = tierPackagesFor(tier);
            const featured = featuredPackage ?? copy.mostPopular;
            return (
              <article key={tier} className="tier-card" aria-labelledby={`tier-${tier}-${dayType}`}>
                <h3 id={`tier-${tier}-${dayType}`} className="tier-card__boat">
                  {table.boatName}
                </h3>
                <p className="tier-card__guests">
                  <Users aria-hidden="true" size={16} /> {bandGuestsLabel(tier)} · {CRUISE_DURATION_HOURS} hours
                </p>
                <p className="tier-card__rate">
                  <span className="tier-card__amount">{formatMoney(table.baseHourlyRates[dayType])}</span> per hour
                </p>
                {table.crewFeePerHour !== undefined && (
                  <p className="tier-card__note">Includes an extra deckhand for this group size: {formatMoney(table.crewFeePerHour)} per hour.</p>
                )}
                <ul className="tier-card__packages">
                  {PRIVATE_PACKAGE_TYPES.map((packageType) => {
                    const pkg = table.packages[packageType];
                    return (
                      <li key={packageType} className={packageType === featured ? 'tier-card__package tier-card__package--featured' : 'tier-card__package'}>
                        <span className="tier-card__package-name">
                          {pkg.name}
                          {packageType === copy.mostPopular && <span className="badge">Most popular</span>}
                        </span>
                        <span className="tier-card__package-price">{formatMoney(pkg.totalPrices[dayType])}</span>
                      </li>
                    );
                  })}
                </ul>
                <p className="tier-card__fine">{TOTALS_NOTE}</p>
                <ul className="tier-card__inclusions">
                  {copy.packages[featured].inclusions.slice(0, 4).map((item) => (
                    <li key={item}>
                      <Check aria-hidden="true" size={16} /> {item}
                    </li>
                  ))}
                </ul>
                <ChatLink
                  action={{ label: `Get a quote for ${table.boatName}`, params: { eventType: 'private', groupSize: table.maxGuests } }}
                  variant="secondary"
                />
              </article>
            );
          })}
        </div>
      )}
    </DayTypeTabs>
  );
}
