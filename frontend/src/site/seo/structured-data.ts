import { sitePriceTable } from '../site-pricing.ts';
import { businessFacts, type BusinessFacts } from '#domain/site/business.ts';
import { addDays, DAY_TYPE_LABELS, DAY_TYPES, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_DURATION_HOURS, DISCO_PACKAGES, DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { totalsFor, CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { centsToDecimalString } from '#domain/shared/money.ts';
import { priceTableTier } from '#domain/pricing/price-table.ts';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE_PATH } from '#domain/content/seo-defaults.ts';
import type { SitePage } from '#domain/site/site-pages.ts';
import type { FaqEntry, OfferBlock } from '../content/types.ts';

/** Structured offer prices are promised for 90 days from the build (spec section 9). */
export const OFFER_PRICE_VALIDITY_DAYS = 90;

type JsonLd = Record<string, unknown>;

export function localBusiness(facts: BusinessFacts = businessFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${facts.website}/#business`,
    name: facts.name,
    legalName: facts.legalName,
    description: facts.tagline,
    url: `${facts.website}/`,
    telephone: facts.phone.e164,
    email: facts.email.address,
    foundingDate: String(facts.foundedYear),
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE_PATH, facts),
    logo: absoluteUrl('/favicon.svg', facts),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.location.streetAddress,
      addressLocality: facts.location.locality,
      addressRegion: facts.location.region,
      postalCode: facts.location.postalCode,
      addressCountry: facts.location.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.location.geo.latitude, longitude: facts.location.geo.longitude },
    openingHoursSpecification: facts.businessHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${h.day[0]!.toUpperCase()}${h.day.slice(1)}`,
      opens: h.opens,
      closes: h.closes,
    })),
    // A rating from no reviews is no rating: search engines refuse an AggregateRating without reviews.
    ...(facts.rating.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.rating.value,
            bestRating: facts.rating.best,
            reviewCount: facts.rating.reviewCount,
          },
        }
      : {}),
    sameAs: Object.values(facts.social).map((s) => s.url),
  };
}

export function breadcrumbList(page: SitePage, facts: BusinessFacts = businessFacts): JsonLd {
  const trail =
    page.path === '/'
      ? [{ name: 'Home', path: '/' }]
      : [
          { name: 'Home', path: '/' },
          { name: page.label, path: page.path },
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, facts),
    })),
  };
}

export function faqPage(faqs: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

interface OfferContext {
  pageUrl: string;
  /** The build date: offers are valid for 90 days from it. */
  today: IsoDate;
  facts?: BusinessFacts;
}

function offer(name: string, priceCents: number, context: OfferContext): JsonLd {
  return {
    '@type': 'Offer',
    name,
    price: centsToDecimalString(priceCents),
    priceCurrency: 'USD',
    priceValidUntil: addDays(context.today, OFFER_PRICE_VALIDITY_DAYS),
    availability: 'https://schema.org/InStock',
    url: context.pageUrl,
  };
}

/** A Product per offer block, with one Offer per price the page shows (tax and gratuity included). */
export function productsFor(offers: readonly OfferBlock[], context: OfferContext): JsonLd[] {
  const facts = context.facts ?? businessFacts;
  const brand = { '@type': 'Brand', name: facts.name };
  const products: JsonLd[] = [];
  for (const block of offers) {
    if (block.kind === 'private') {
      for (const tier of block.tiers) {
        const table = priceTableTier(sitePriceTable, tier);
        const standard = table.packages.standard;
        products.push({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: `${CRUISE_DURATION_HOURS}-hour private charter on ${table.boatName} (${table.minGuests}-${table.maxGuests} guests)`,
          description: standard.description,
          brand,
          offers: DAY_TYPES.map((dayType) => offer(`${standard.name}, ${DAY_TYPE_LABELS[dayType]}`, standard.totalPrices[dayType], context)),
        });
      }
    } else if (block.kind === 'disco') {
      products.push({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `ATX Disco Cruise ticket (${DISCO_DURATION_HOURS} hours)`,
        description: DISCO_PACKAGES.basic.description,
        brand,
        offers: DISCO_PACKAGE_KEYS.map((key) => offer(`${DISCO_PACKAGES[key].name}, per person`, totalsFor(sitePriceTable.discoPerPerson[key]).total, context)),
      });
    }
  }
  return products;
}
