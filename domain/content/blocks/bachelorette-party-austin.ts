import type { ContentBlockDefinition } from '../content-block-text.ts';

// /bachelorette-party-austin: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/bachelorette-party-austin.ts) renders them, and only it imports this.

export const BACHELORETTE_PARTY_AUSTIN_BLOCKS = {
  eyebrow: {
    key: 'bachelorette-party-austin.hero.eyebrow',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: eyebrow (above the headline)',
    defaultText: 'Bachelorette parties',
    maxLength: 40,
  },
  title: {
    key: 'bachelorette-party-austin.hero.title',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: headline',
    defaultText: 'Austin bachelorette party cruises on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'bachelorette-party-austin.hero.intro',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: intro under the headline',
    defaultText:
      'Dance on the ATX Disco Cruise, where the bride rides free with the {{fact.discoQueen}} and {{fact.discoPlatinum}} packages, or take a private boat for just your girls, decorated and floated before you step aboard.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'bachelorette-party-austin.experience.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: "what it is" heading',
    defaultText: 'Two ways to do a Lake Travis bachelorette',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'bachelorette-party-austin.suits.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: "who it suits" heading',
    defaultText: 'Which one fits your bride tribe',
    maxLength: 80,
  },
  atxDiscoCruisePackages: {
    key: 'bachelorette-party-austin.atx-disco-cruise-packages.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: disco tickets heading',
    defaultText: 'ATX Disco Cruise packages',
    maxLength: 80,
  },
  discoTicketsOrA: {
    key: 'bachelorette-party-austin.disco-tickets-or-a.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: private or disco comparison heading',
    defaultText: 'Disco tickets or a private boat for your group',
    maxLength: 80,
  },
  privateBoatsForThe: {
    key: 'bachelorette-party-austin.private-boats-for-the.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: private boats heading',
    defaultText: 'Private boats for the bride and her crew',
    maxLength: 80,
  },
  theMaidOfHonor: {
    key: 'bachelorette-party-austin.the-maid-of-honor.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: steps heading',
    defaultText: 'The maid-of-honor timeline',
    maxLength: 80,
  },
  themeIdeasThatWork: {
    key: 'bachelorette-party-austin.theme-ideas-that-work.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: ideas heading',
    defaultText: 'Theme ideas that work on a boat',
    maxLength: 80,
  },
  theDiscoCruiseIs: {
    key: 'bachelorette-party-austin.the-disco-cruise-is.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: policy note heading',
    defaultText: 'The disco cruise is {{fact.discoMinAge}}+',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'bachelorette-party-austin.cta.heading',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: call to action heading',
    defaultText: 'Give the bride her lake day',
    maxLength: 80,
  },
  ctaText: {
    key: 'bachelorette-party-austin.cta.text',
    page: '/bachelorette-party-austin',
    label: 'Bachelorette party: call to action text',
    defaultText: 'Pick a date and a headcount, and see the disco and private prices side by side.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
