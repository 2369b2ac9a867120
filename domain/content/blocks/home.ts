import type { ContentBlockDefinition } from '../content-block-text.ts';

// The home page's headings as content blocks (decisions 032, 084). Its tagline and intro name the
// business facts (decision 013) and are left in code.

export const HOME_BLOCKS = {
  title: {
    key: 'home.hero.title',
    page: '/',
    label: 'Home: headline',
    defaultText: 'Lake Travis party boats, priced live and booked in minutes',
    maxLength: 90,
  },
  servicesHeading: { key: 'home.services.heading', page: '/', label: 'Home: cruises heading', defaultText: 'Choose your cruise', maxLength: 80 },
  statsHeading: { key: 'home.stats.heading', page: '/', label: 'Home: "why book with us" heading', defaultText: 'Why groups book with us', maxLength: 80 },
  pricingWidgetHeading: {
    key: 'home.pricing-widget.heading',
    page: '/',
    label: 'Home: Saturday price heading',
    defaultText: 'What a Saturday on a private boat costs',
    maxLength: 80,
  },
  galleryHeading: { key: 'home.gallery.heading', page: '/', label: 'Home: gallery heading', defaultText: 'Life on the lake', maxLength: 80 },
  comparisonHeading: {
    key: 'home.comparison.heading',
    page: '/',
    label: 'Home: disco or private comparison heading',
    defaultText: 'Disco cruise or private charter?',
    maxLength: 80,
  },
  fleetHeading: { key: 'home.fleet.heading', page: '/', label: 'Home: fleet heading', defaultText: 'The fleet', maxLength: 80 },
  testimonialsHeading: { key: 'home.testimonials.heading', page: '/', label: 'Home: reviews heading', defaultText: 'What our guests say', maxLength: 80 },
  seasonsHeading: { key: 'home.seasons.heading', page: '/', label: 'Home: seasons heading', defaultText: 'The Lake Travis year', maxLength: 80 },
  guidesHeading: { key: 'home.guides.heading', page: '/', label: 'Home: pricing guides heading', defaultText: 'Pricing, explained', maxLength: 80 },
  faqHeading: { key: 'home.faq.heading', page: '/', label: 'Home: questions heading', defaultText: 'Questions we hear most', maxLength: 80 },
  contactHeading: { key: 'home.contact.heading', page: '/', label: 'Home: quote form heading', defaultText: 'Get a free quote', maxLength: 80 },
  exploreHeading: { key: 'home.explore.heading', page: '/', label: 'Home: party ideas heading', defaultText: 'Find your kind of party', maxLength: 80 },
  pricingCardsHeading: {
    key: 'home.pricing-cards.heading',
    page: '/',
    label: 'Home: popular cruises heading',
    defaultText: 'Popular ways to cruise',
    maxLength: 80,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
