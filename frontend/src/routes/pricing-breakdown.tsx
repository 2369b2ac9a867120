import { sitePriceTable } from '../site/site-pricing.ts';
import { useLocation } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { DAY_TYPE_LABELS, DAY_TYPES } from '#domain/shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import { CAPACITY_TIERS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { priceTableTier, privatePriceTable } from '#domain/pricing/price-table.ts';
import { CRUISE_DURATION_HOURS, PRIVATE_PACKAGE_TYPES, privateCharterParts, totalsFor } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { PRICING_BREAKDOWN_BLOCKS } from '#domain/content/blocks/pricing-breakdown.ts';
import { Section } from '../components/marketing/section.tsx';
import { DiscoPricing } from '../components/pricing/disco-pricing.tsx';
import { ComparisonPricing } from '../components/pricing/comparison-pricing.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { TOTALS_NOTE } from '../site/price-notes.ts';
import { DISCO_DAYS, GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../site/content/labels.ts';
import { PriceTable } from '../components/pricing/price-table.tsx';
import { CHAT_GROUP_SIZE_PRESETS } from '../site/chat-link.ts';
import type { OfferBlock } from '../site/content/types.ts';

export const offers: readonly OfferBlock[] = [
  { kind: 'private', heading: 'Private charters', intro: '', tiers: CAPACITY_TIERS },
  { kind: 'disco', heading: 'ATX Disco Cruise', intro: '' },
];

/** A worked example: the smallest boat, a weekday, the standard cruise. */
function workedExample() {
  const parts = privateCharterParts(sitePriceTable, 14, 'MON_THU', 'standard', false);
  return { parts, totals: totalsFor(parts.subtotal), boat: priceTableTier(sitePriceTable, 14).boatName };
}

export default function PricingBreakdownPage() {
  const { pathname } = useLocation();
  const table = privatePriceTable(sitePriceTable);
  const example = workedExample();
  const policies = businessFacts.policies;
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.eyebrow} />}
        title={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.title} />}
        intro={`No hidden fees and no "call for pricing": these are the rates our quote engine uses, with ${TAX_PERCENT_LABEL} sales tax and the recommended ${GRATUITY_PERCENT_LABEL} gratuity shown in every total.`}
      />
      <Section
        id="hourly"
        heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.hourlyHeading} />}
        intro={`Every private charter is ${CRUISE_DURATION_HOURS} hours. The hourly rate depends on the boat (by group size) and the day of the week.`}
      >
        <PriceTable
          id="hourly"
          caption="Hourly rate by group size and day"
          columns={['Boat and group size', ...DAY_TYPES.map((d) => DAY_TYPE_LABELS[d])]}
          rows={table.map((tier) => ({
            key: String(tier.capacity),
            heading: (
              <>
                {tier.boatName}
                <span className="price-table__sub">
                  {tier.minGuests}–{tier.maxGuests} guests
                </span>
              </>
            ),
            cells: DAY_TYPES.map((d) => formatMoney(tier.baseHourlyRates[d])),
          }))}
        />
      </Section>
      <Section id="totals" heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.totalsHeading} />} intro={TOTALS_NOTE} tone="wash">
        {table.map((tier) => (
          <PriceTable
            key={tier.capacity}
            id={`totals-${tier.capacity}`}
            caption={`${tier.boatName}, ${tier.minGuests}–${tier.maxGuests} guests`}
            columns={['Package', ...DAY_TYPES.map((d) => DAY_TYPE_LABELS[d])]}
            rows={PRIVATE_PACKAGE_TYPES.map((p) => ({
              key: p,
              heading: tier.packages[p].name,
              cells: DAY_TYPES.map((d) => formatMoney(tier.packages[p].totalPrices[d])),
            }))}
          />
        ))}
      </Section>
      <Section
        id="example"
        heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.exampleHeading} />}
        intro={`The ${PRIVATE_PACKAGE_NAMES.standard} on ${example.boat}, ${DAY_TYPE_LABELS.MON_THU}:`}
      >
        <dl className="breakdown">
          <div>
            <dt>
              {CRUISE_DURATION_HOURS} hours × {formatMoney(example.parts.baseHourlyRate)}
            </dt>
            <dd>{formatMoney(example.parts.base)}</dd>
          </div>
          <div>
            <dt>Sales tax ({TAX_PERCENT_LABEL}, rounded down)</dt>
            <dd>{formatMoney(example.totals.tax)}</dd>
          </div>
          <div>
            <dt>Recommended gratuity ({GRATUITY_PERCENT_LABEL})</dt>
            <dd>{formatMoney(example.totals.gratuity)}</dd>
          </div>
          <div className="breakdown__total">
            <dt>Total</dt>
            <dd>{formatMoney(example.totals.total)}</dd>
          </div>
        </dl>
      </Section>
      <Section id="extras" heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.extrasHeading} />} tone="wash">
        <PriceTable
          id="extras"
          caption="Flat amounts per cruise, before tax and gratuity"
          columns={['Group size', PRIVATE_PACKAGE_NAMES.essentials, PRIVATE_PACKAGE_NAMES.ultimate, 'Extra deckhand']}
          rows={table.map((tier) => {
            const crewFee = sitePriceTable.crewFeePerHour[tier.capacity];
            return {
              key: String(tier.capacity),
              heading: `${tier.minGuests}–${tier.maxGuests} guests`,
              cells: [
                `+${formatMoney(sitePriceTable.packageAddOns[tier.capacity].essentials)}`,
                `+${formatMoney(sitePriceTable.packageAddOns[tier.capacity].ultimate)}`,
                crewFee > 0 ? `${formatMoney(crewFee * CRUISE_DURATION_HOURS)} (${formatMoney(crewFee)}/hour)` : 'Not needed',
              ],
            };
          })}
        />
        <p>Giant lily pad float: +{formatMoney(sitePriceTable.lilyPad)} per cruise.</p>
      </Section>
      <Section
        id="disco"
        heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.discoHeading} />}
        intro={`Per person, ${DISCO_DAYS} only, groups of ${DISCO_MIN_GUESTS}–${DISCO_MAX_GUESTS}, ${DISCO_MIN_AGE}+.`}
      >
        <DiscoPricing />
      </Section>
      <Section
        id="compare"
        heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.compareHeading} />}
        intro={`For a group of ${CHAT_GROUP_SIZE_PRESETS.disco} on a Saturday:`}
        tone="wash"
      >
        <ComparisonPricing groupSize={CHAT_GROUP_SIZE_PRESETS.disco} />
      </Section>
      <Section id="deposits" heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.depositsHeading} />}>
        <ul className="checklist checklist--plain">
          <li>
            A {policies.standardDepositPercent}% deposit secures your date; the balance is due {policies.balanceDueDaysBeforeEvent} days before the cruise.
          </li>
          <li>
            Booking {policies.urgentBookingThresholdDays} days or less before the cruise: a {policies.urgentDepositPercent}% deposit, paid within{' '}
            {policies.urgentPaymentWindowHours} hours.
          </li>
          <li>Free cancellation up to {policies.freeCancellationDaysBeforeEvent} days before the cruise.</li>
          <li>Disco cruise tickets are refundable within {policies.discoRefundWindowHours} hours of booking.</li>
        </ul>
      </Section>
      <RelatedServices paths={['/golden-ticket-private', '/private-cruises', '/atx-disco-cruise', '/faq']} currentPath={pathname} heading="Keep planning" />
      <CtaBanner
        heading={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.ctaHeading} />}
        text={<ContentBlock block={PRICING_BREAKDOWN_BLOCKS.ctaText} />}
        primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
