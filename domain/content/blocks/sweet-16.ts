import type { ContentBlockDefinition } from '../content-block-text.ts';

// /sweet-16: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/sweet-16.ts) renders them, and only it imports this.

export const SWEET_16_BLOCKS = {
  eyebrow: {
    key: 'sweet-16.hero.eyebrow',
    page: '/sweet-16',
    label: 'Sweet 16: eyebrow (above the headline)',
    defaultText: 'Sweet 16 parties',
    maxLength: 40,
  },
  title: {
    key: 'sweet-16.hero.title',
    page: '/sweet-16',
    label: 'Sweet 16: headline',
    defaultText: 'A Sweet 16 Party Cruise on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'sweet-16.hero.intro',
    page: '/sweet-16',
    label: 'Sweet 16: intro under the headline',
    defaultText:
      'Give them a birthday their friends will still be talking about at graduation: a private, alcohol-free boat party on Lake Travis with a licensed captain, a swim stop, giant floats and the whole friend group aboard.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'sweet-16.experience.heading',
    page: '/sweet-16',
    label: 'Sweet 16: "what it is" heading',
    defaultText: 'The party they will actually want, the supervision you need',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'sweet-16.suits.heading',
    page: '/sweet-16',
    label: 'Sweet 16: "who it suits" heading',
    defaultText: 'A Sweet 16 on the water is right for',
    maxLength: 80,
  },
  boatsForTheFriend: {
    key: 'sweet-16.boats-for-the-friend.heading',
    page: '/sweet-16',
    label: 'Sweet 16: private boats heading',
    defaultText: 'Boats for the friend group',
    maxLength: 80,
  },
  thePeaceOfMind: {
    key: 'sweet-16.the-peace-of-mind.heading',
    page: '/sweet-16',
    label: 'Sweet 16: checklist heading',
    defaultText: 'The peace-of-mind list for parents',
    maxLength: 80,
  },
  makeItTheirParty: {
    key: 'sweet-16.make-it-their-party.heading',
    page: '/sweet-16',
    label: 'Sweet 16: ideas heading',
    defaultText: 'Make it their party',
    maxLength: 80,
  },
  planningTimeline: {
    key: 'sweet-16.planning-timeline.heading',
    page: '/sweet-16',
    label: 'Sweet 16: steps heading',
    defaultText: 'Planning timeline',
    maxLength: 80,
  },
  whatASweet16: {
    key: 'sweet-16.what-a-sweet-16.heading',
    page: '/sweet-16',
    label: 'Sweet 16: tip heading',
    defaultText: 'What a Sweet 16 costs',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'sweet-16.cta.heading',
    page: '/sweet-16',
    label: 'Sweet 16: call to action heading',
    defaultText: 'Plan the Sweet 16 on the lake',
    maxLength: 80,
  },
  ctaText: {
    key: 'sweet-16.cta.text',
    page: '/sweet-16',
    label: 'Sweet 16: call to action text',
    defaultText: 'Tell us the date and how many friends are coming, and get an exact price in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
