import type { ContentBlockDefinition } from '../content-block-text.ts';

// /client-entertainment: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/client-entertainment.ts) renders them, and only it imports this.

export const CLIENT_ENTERTAINMENT_BLOCKS = {
  eyebrow: {
    key: 'client-entertainment.hero.eyebrow',
    page: '/client-entertainment',
    label: 'Client entertainment: eyebrow (above the headline)',
    defaultText: 'Client entertainment',
    maxLength: 40,
  },
  title: {
    key: 'client-entertainment.hero.title',
    page: '/client-entertainment',
    label: 'Client entertainment: headline',
    defaultText: 'Client Entertainment Cruises on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'client-entertainment.hero.intro',
    page: '/client-entertainment',
    label: 'Client entertainment: intro under the headline',
    defaultText:
      'Take the relationship out of the conference room. A private boat with a captain and crew, a calm deck for real conversation and a Hill Country sunset your clients will mention on the next call.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'client-entertainment.experience.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: "what it is" heading',
    defaultText: 'Hospitality that does the selling for you',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'client-entertainment.suits.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: "who it suits" heading',
    defaultText: 'When a client cruise is the right call',
    maxLength: 80,
  },
  matchTheBoatTo: {
    key: 'client-entertainment.match-the-boat-to.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: private boats heading',
    defaultText: 'Match the boat to the guest list',
    maxLength: 80,
  },
  hostingMovesThatLand: {
    key: 'client-entertainment.hosting-moves-that-land.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: ideas heading',
    defaultText: 'Hosting moves that land',
    maxLength: 80,
  },
  fromApprovalToThe: {
    key: 'client-entertainment.from-approval-to-the.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: steps heading',
    defaultText: 'From approval to the dock',
    maxLength: 80,
  },
  beforeYourGuestsArrive: {
    key: 'client-entertainment.before-your-guests-arrive.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: checklist heading',
    defaultText: 'Before your guests arrive',
    maxLength: 80,
  },
  whatASmallClient: {
    key: 'client-entertainment.what-a-small-client.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: tip heading',
    defaultText: 'What a small client cruise costs',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'client-entertainment.cta.heading',
    page: '/client-entertainment',
    label: 'Client entertainment: call to action heading',
    defaultText: 'Host your clients on the lake',
    maxLength: 80,
  },
  ctaText: {
    key: 'client-entertainment.cta.text',
    page: '/client-entertainment',
    label: 'Client entertainment: call to action text',
    defaultText: 'Get an itemized quote you can forward for approval, and we will hold the boat while it goes through.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
