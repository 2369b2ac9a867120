import { sitePriceTable } from '../../site/site-pricing.ts';
import { Check, Crown } from 'lucide-react';
import { DISCO_PACKAGES, DISCO_PACKAGE_KEYS, type DiscoPackageKey } from '#domain/pricing/disco.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { totalsFor } from '#domain/pricing/rates.ts';
import { TOTALS_NOTE } from '../../site/price-notes.ts';
import { ChatLink } from '../marketing/chat-link.tsx';

/**
 * The three ATX Disco Cruise tickets, each led by what one guest pays, tax and gratuity in, as
 * every other price a guest compares it with is (decision 071); the ticket's rate is the fine print.
 */
export function DiscoPricing({ featuredPackage = 'disco_queen' }: { featuredPackage?: DiscoPackageKey | undefined }) {
  return (
    <div className="package-grid">
      {DISCO_PACKAGE_KEYS.map((key) => {
        const pkg = DISCO_PACKAGES[key];
        const perPersonTotal = totalsFor(sitePriceTable.discoPerPerson[pkg.key]).total;
        const featured = key === featuredPackage;
        return (
          <article key={key} className={featured ? 'package-card package-card--featured' : 'package-card'} aria-labelledby={`disco-${key}`}>
            {featured && <span className="badge badge--sun">Most popular</span>}
            <h3 id={`disco-${key}`} className="package-card__name">
              {pkg.name}
            </h3>
            <p className="package-card__tagline">{pkg.tagline}</p>
            <p className="package-card__price">
              <span className="package-card__amount">{formatMoney(perPersonTotal)}</span> per person, all in
            </p>
            <p className="package-card__fine">
              A {formatMoney(sitePriceTable.discoPerPerson[pkg.key])} ticket before tax and gratuity. {TOTALS_NOTE}
            </p>
            {pkg.brideFree && (
              <p className="package-card__perk">
                <Crown aria-hidden="true" size={16} /> The bride cruises free
              </p>
            )}
            <ul className="package-card__inclusions">
              {pkg.inclusions.map((item) => (
                <li key={item}>
                  <Check aria-hidden="true" size={16} /> {item}
                </li>
              ))}
            </ul>
            <ChatLink action={{ label: `Book ${pkg.name}`, params: { type: 'disco-cruise', package: key } }} variant={featured ? 'primary' : 'secondary'} />
          </article>
        );
      })}
    </div>
  );
}
