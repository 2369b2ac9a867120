import type { ContentBlockDefinition } from '../content-block-text.ts';

// /pricing-breakdown's headings and short copy as content blocks (decisions 032, 084). The intro
// and the sections' intros are built from the rates (tax, gratuity, the example boat): left in code.

export const PRICING_BREAKDOWN_BLOCKS = {
  eyebrow: {
    key: 'pricing-breakdown.intro.eyebrow',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: eyebrow (above the headline)',
    defaultText: 'Pricing breakdown',
    maxLength: 40,
  },
  title: {
    key: 'pricing-breakdown.intro.title',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: headline',
    defaultText: 'Every price we charge, worked out',
    maxLength: 90,
  },
  hourlyHeading: {
    key: 'pricing-breakdown.hourly.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: hourly rates heading',
    defaultText: 'Private charter hourly rates',
    maxLength: 80,
  },
  totalsHeading: {
    key: 'pricing-breakdown.totals.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: totals heading',
    defaultText: '{{fact.cruiseHours}}-hour totals by package',
    maxLength: 80,
  },
  exampleHeading: {
    key: 'pricing-breakdown.example.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: worked example heading',
    defaultText: 'How a total is built',
    maxLength: 80,
  },
  extrasHeading: {
    key: 'pricing-breakdown.extras.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: extras heading',
    defaultText: 'Packages, crew and extras',
    maxLength: 80,
  },
  discoHeading: {
    key: 'pricing-breakdown.disco.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: disco tickets heading',
    defaultText: 'ATX Disco Cruise tickets',
    maxLength: 80,
  },
  compareHeading: {
    key: 'pricing-breakdown.compare.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: disco or private example heading',
    defaultText: 'Disco or private? An example',
    maxLength: 80,
  },
  depositsHeading: {
    key: 'pricing-breakdown.deposits.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: deposits heading',
    defaultText: 'Deposits, balance and cancellations',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'pricing-breakdown.cta.heading',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: call to action heading',
    defaultText: 'Price your exact date',
    maxLength: 80,
  },
  ctaText: {
    key: 'pricing-breakdown.cta.text',
    page: '/pricing-breakdown',
    label: 'Pricing breakdown: call to action text',
    defaultText: 'Pick a date and a group size in the quote chat to see your total, deposit and balance date.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
