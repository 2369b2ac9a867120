import type { OfferBlock } from '../../site/content/types.ts';
import { ComparisonPricing } from './comparison-pricing.tsx';
import { DiscoPricing } from './disco-pricing.tsx';
import { PrivatePricing } from './private-pricing.tsx';

/** The pricing display for an offer block: the private, disco or comparison variant. */
export function PricingDisplay({ offer }: { offer: OfferBlock }) {
  switch (offer.kind) {
    case 'private':
      return <PrivatePricing tiers={offer.tiers} featuredPackage={offer.featuredPackage} />;
    case 'disco':
      return <DiscoPricing featuredPackage={offer.featuredPackage} />;
    case 'comparison':
      return <ComparisonPricing groupSize={offer.groupSize} />;
  }
}
