import { useLocation } from 'react-router';
import { businessFacts } from '#domain/business.ts';
import { DAY_TYPE_LABELS, DAY_TYPES, WEEKDAY_NAMES } from '#domain/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_WEEKDAYS } from '#domain/disco.ts';
import { CAPACITY_TIERS } from '#domain/fleet.ts';
import { formatMoney } from '#domain/money.ts';
import { priceTableTier, privatePriceTable } from '#domain/price-table.ts';
import {
  CREW_FEE_PER_HOUR,
  CRUISE_DURATION_HOURS,
  LILY_PAD_PRICE,
  PACKAGE_ADD_ONS,
  PRIVATE_PACKAGE_TYPES,
  privateCharterParts,
  totalsFor,
} from '#domain/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/tier-packages.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { Section } from '../components/marketing/section.tsx';
import { DiscoPricing } from '../components/pricing/disco-pricing.tsx';
import { ComparisonPricing } from '../components/pricing/comparison-pricing.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL, TOTALS_NOTE } from '../site/price-notes.ts';
import { CHAT_GROUP_SIZE_PRESETS } from '../site/chat-link.ts';
import type { OfferBlock } from '../site/content/types.ts';

export const offers: readonly OfferBlock[] = [
  { kind: 'private', heading: 'Private charters', intro: '', tiers: CAPACITY_TIERS },
  { kind: 'disco', heading: 'ATX Disco Cruise', intro: '' },
];

/** A worked example: the smallest boat, a weekday, the standard cruise. */
function workedExample() {
  const parts = privateCharterParts(14, 'MON_THU', 'standard', false);
  return { parts, totals: totalsFor(parts.subtotal), boat: priceTableTier(14).boatName };
}

export default function PricingBreakdownPage() {
  const { pathname } = useLocation();
  const table = privatePriceTable();
  const example = workedExample();
  const policies = businessFacts.policies;
  return (
    <main id="main">
      <PageIntro
        eyebrow="Pricing breakdown"
        title="Every price we charge, worked out"
        intro={`No hidden fees and no "call for pricing": these are the rates our quote engine uses, with ${TAX_PERCENT_LABEL} sales tax and the recommended ${GRATUITY_PERCENT_LABEL} gratuity shown in every total.`}
      />
      <Section id="hourly" heading="Private charter hourly rates" intro={`Every private charter is ${CRUISE_DURATION_HOURS} hours. The hourly rate depends on the boat (by group size) and the day of the week.`}>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="hourly-caption">
          <table className="price-table">
            <caption id="hourly-caption">Hourly rate by group size and day</caption>
            <thead>
              <tr>
                <th scope="col">Boat and group size</th>
                {DAY_TYPES.map((d) => (
                  <th key={d} scope="col">
                    {DAY_TYPE_LABELS[d]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.map((tier) => (
                <tr key={tier.capacity}>
                  <th scope="row">
                    {tier.boatName}
                    <span className="price-table__sub">
                      {tier.minGuests}–{tier.maxGuests} guests
                    </span>
                  </th>
                  {DAY_TYPES.map((d) => (
                    <td key={d}>{formatMoney(tier.baseHourlyRates[d])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="totals" heading={`${CRUISE_DURATION_HOURS}-hour totals by package`} intro={TOTALS_NOTE} tone="wash">
        {table.map((tier) => (
          <div key={tier.capacity} className="table-scroll" tabIndex={0} role="region" aria-labelledby={`totals-${tier.capacity}`}>
            <table className="price-table">
              <caption id={`totals-${tier.capacity}`}>
                {tier.boatName}, {tier.minGuests}–{tier.maxGuests} guests
              </caption>
              <thead>
                <tr>
                  <th scope="col">Package</th>
                  {DAY_TYPES.map((d) => (
                    <th key={d} scope="col">
                      {DAY_TYPE_LABELS[d]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PRIVATE_PACKAGE_TYPES.map((p) => (
                  <tr key={p}>
                    <th scope="row">{tier.packages[p].name}</th>
                    {DAY_TYPES.map((d) => (
                      <td key={d}>{formatMoney(tier.packages[p].totalPrices[d])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </Section>
      <Section id="example" heading="How a total is built" intro={`The ${PRIVATE_PACKAGE_NAMES.standard} on ${example.boat}, ${DAY_TYPE_LABELS.MON_THU}:`}>
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
      <Section id="extras" heading="Packages, crew and extras" tone="wash">
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="extras-caption">
          <table className="price-table">
            <caption id="extras-caption">Flat amounts per cruise, before tax and gratuity</caption>
            <thead>
              <tr>
                <th scope="col">Group size</th>
                <th scope="col">{PRIVATE_PACKAGE_NAMES.essentials}</th>
                <th scope="col">{PRIVATE_PACKAGE_NAMES.ultimate}</th>
                <th scope="col">Extra deckhand</th>
              </tr>
            </thead>
            <tbody>
              {table.map((tier) => (
                <tr key={tier.capacity}>
                  <th scope="row">
                    {tier.minGuests}–{tier.maxGuests} guests
                  </th>
                  <td>+{formatMoney(PACKAGE_ADD_ONS[tier.capacity].essentials)}</td>
                  <td>+{formatMoney(PACKAGE_ADD_ONS[tier.capacity].ultimate)}</td>
                  <td>
                    {CREW_FEE_PER_HOUR[tier.capacity] > 0
                      ? `${formatMoney(CREW_FEE_PER_HOUR[tier.capacity] * CRUISE_DURATION_HOURS)} (${formatMoney(CREW_FEE_PER_HOUR[tier.capacity])}/hour)`
                      : 'Not needed'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>Giant lily pad float: +{formatMoney(LILY_PAD_PRICE)} per cruise.</p>
      </Section>
      <Section
        id="disco"
        heading="ATX Disco Cruise tickets"
        intro={`Per person, ${DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' and ')} only, groups of ${DISCO_MIN_GUESTS}–${DISCO_MAX_GUESTS}, ${DISCO_MIN_AGE}+.`}
      >
        <DiscoPricing />
      </Section>
      <Section id="compare" heading="Disco or private? An example" intro={`For a group of ${CHAT_GROUP_SIZE_PRESETS.disco} on a Saturday:`} tone="wash">
        <ComparisonPricing groupSize={CHAT_GROUP_SIZE_PRESETS.disco} />
      </Section>
      <Section id="deposits" heading="Deposits, balance and cancellations">
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
        heading="Price your exact date"
        text="Pick a date and a group size in the quote chat to see your total, deposit and balance date."
        primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
