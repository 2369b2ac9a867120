import type { ContentBlockDefinition } from '../content-block-text.ts';

// /welcome-party: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/welcome-party.ts) renders them, and only it imports this.

export const WELCOME_PARTY_BLOCKS = {
  eyebrow: {
    key: 'welcome-party.hero.eyebrow',
    page: '/welcome-party',
    label: 'Welcome party: eyebrow (above the headline)',
    defaultText: 'Wedding welcome parties',
    maxLength: 40,
  },
  title: {
    key: 'welcome-party.hero.title',
    page: '/welcome-party',
    label: 'Welcome party: headline',
    defaultText: 'A Welcome Party Cruise for Your Wedding Guests',
    maxLength: 90,
  },
  intro: {
    key: 'welcome-party.hero.intro',
    page: '/welcome-party',
    label: 'Welcome party: intro under the headline',
    defaultText:
      'Your guests just flew in. Give them an easy first night on Lake Travis: a private boat, a cold drink, the Hill Country at sunset and a chance to meet everyone else before the wedding day.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'welcome-party.experience.heading',
    page: '/welcome-party',
    label: 'Welcome party: "what it is" heading',
    defaultText: 'The night everyone becomes one guest list',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'welcome-party.suits.heading',
    page: '/welcome-party',
    label: 'Welcome party: "who it suits" heading',
    defaultText: 'A welcome cruise works best for',
    maxLength: 80,
  },
  boatsForAFirst: {
    key: 'welcome-party.boats-for-a-first.heading',
    page: '/welcome-party',
    label: 'Welcome party: private boats heading',
    defaultText: 'Boats for a first-night crowd',
    maxLength: 80,
  },
  icebreakersThatDoNot: {
    key: 'welcome-party.icebreakers-that-do-not.heading',
    page: '/welcome-party',
    label: 'Welcome party: ideas heading',
    defaultText: 'Icebreakers that do not feel like icebreakers',
    maxLength: 80,
  },
  gettingOutOfTown: {
    key: 'welcome-party.getting-out-of-town.heading',
    page: '/welcome-party',
    label: 'Welcome party: steps heading',
    defaultText: 'Getting out-of-town guests to the boat',
    maxLength: 80,
  },
  putThisInThe: {
    key: 'welcome-party.put-this-in-the.heading',
    page: '/welcome-party',
    label: 'Welcome party: checklist heading',
    defaultText: 'Put this in the welcome e-mail',
    maxLength: 80,
  },
  thursdayNightsCostLess: {
    key: 'welcome-party.thursday-nights-cost-less.heading',
    page: '/welcome-party',
    label: 'Welcome party: tip heading',
    defaultText: 'Thursday nights cost less',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'welcome-party.cta.heading',
    page: '/welcome-party',
    label: 'Welcome party: call to action heading',
    defaultText: 'Start the weekend on the water',
    maxLength: 80,
  },
  ctaText: {
    key: 'welcome-party.cta.text',
    page: '/welcome-party',
    label: 'Welcome party: call to action text',
    defaultText: 'Pick a night and a rough headcount, and get a live price for your welcome party in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
