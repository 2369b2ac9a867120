import type { ContentBlockDefinition } from '../content-block-text.ts';

// /company-milestone: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/company-milestone.ts) renders them, and only it imports this.

export const COMPANY_MILESTONE_BLOCKS = {
  eyebrow: {
    key: 'company-milestone.hero.eyebrow',
    page: '/company-milestone',
    label: 'Company milestone: eyebrow (above the headline)',
    defaultText: 'Company milestones',
    maxLength: 40,
  },
  title: {
    key: 'company-milestone.hero.title',
    page: '/company-milestone',
    label: 'Company milestone: headline',
    defaultText: 'Celebrate the Milestone with the Whole Company',
    maxLength: 90,
  },
  intro: {
    key: 'company-milestone.hero.intro',
    page: '/company-milestone',
    label: 'Company milestone: intro under the headline',
    defaultText:
      'A launch, a funding round, a record year or an anniversary deserves more than cake in the break room. Put the whole company on {{fact.largestBoat}}, our flagship, for up to {{fact.privateMaxGuests}} people on Lake Travis.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'company-milestone.experience.heading',
    page: '/company-milestone',
    label: 'Company milestone: "what it is" heading',
    defaultText: 'When the news is big, the boat should be too',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'company-milestone.suits.heading',
    page: '/company-milestone',
    label: 'Company milestone: "who it suits" heading',
    defaultText: 'Milestones worth a boat',
    maxLength: 80,
  },
  theFlagshipAndThe: {
    key: 'company-milestone.the-flagship-and-the.heading',
    page: '/company-milestone',
    label: 'Company milestone: private boats heading',
    defaultText: 'The flagship, and the boat for smaller teams',
    maxLength: 80,
  },
  runOfShowFor: {
    key: 'company-milestone.run-of-show-for.heading',
    page: '/company-milestone',
    label: 'Company milestone: schedule heading',
    defaultText: 'Run of show for an anniversary cruise',
    maxLength: 80,
  },
  productionDetailsForA: {
    key: 'company-milestone.production-details-for-a.heading',
    page: '/company-milestone',
    label: 'Company milestone: checklist heading',
    defaultText: 'Production details for a big group',
    maxLength: 80,
  },
  pricingAWholeCompany: {
    key: 'company-milestone.pricing-a-whole-company.heading',
    page: '/company-milestone',
    label: 'Company milestone: story section heading',
    defaultText: 'Pricing a whole-company cruise',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'company-milestone.cta.heading',
    page: '/company-milestone',
    label: 'Company milestone: call to action heading',
    defaultText: 'Mark the milestone on the water',
    maxLength: 80,
  },
  ctaText: {
    key: 'company-milestone.cta.text',
    page: '/company-milestone',
    label: 'Company milestone: call to action text',
    defaultText: 'Tell us the headcount and the date you have in mind, and get an exact price for the whole company.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
