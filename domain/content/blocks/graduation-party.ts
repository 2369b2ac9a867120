import type { ContentBlockDefinition } from '../content-block-text.ts';

// /graduation-party: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/graduation-party.ts) renders them, and only it imports this.

export const GRADUATION_PARTY_BLOCKS = {
  eyebrow: {
    key: 'graduation-party.hero.eyebrow',
    page: '/graduation-party',
    label: 'Graduation party: eyebrow (above the headline)',
    defaultText: 'Graduation parties',
    maxLength: 40,
  },
  title: {
    key: 'graduation-party.hero.title',
    page: '/graduation-party',
    label: 'Graduation party: headline',
    defaultText: 'Graduation Party Cruises on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'graduation-party.hero.intro',
    page: '/graduation-party',
    label: 'Graduation party: intro under the headline',
    defaultText:
      'The diploma is in hand. Celebrate on Lake Travis with a private boat for the grad, the friends who got them through and the family who cheered from the stands, for high-school and college grads alike.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'graduation-party.experience.heading',
    page: '/graduation-party',
    label: 'Graduation party: "what it is" heading',
    defaultText: 'The last party before everyone scatters',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'graduation-party.suits.heading',
    page: '/graduation-party',
    label: 'Graduation party: "who it suits" heading',
    defaultText: 'Two kinds of grad party',
    maxLength: 80,
  },
  privateBoatsForEvery: {
    key: 'graduation-party.private-boats-for-every.heading',
    page: '/graduation-party',
    label: 'Graduation party: private boats heading',
    defaultText: 'Private boats for every grad party',
    maxLength: 80,
  },
  collegeGradsAll21: {
    key: 'graduation-party.college-grads-all-21.heading',
    page: '/graduation-party',
    label: 'Graduation party: disco tickets heading',
    defaultText: 'College grads, all {{fact.discoMinAge}}+: the ATX Disco Cruise',
    maxLength: 80,
  },
  throwingAJointGrad: {
    key: 'graduation-party.throwing-a-joint-grad.heading',
    page: '/graduation-party',
    label: 'Graduation party: steps heading',
    defaultText: 'Throwing a joint grad party',
    maxLength: 80,
  },
  rulesOfTheBoat: {
    key: 'graduation-party.rules-of-the-boat.heading',
    page: '/graduation-party',
    label: 'Graduation party: checklist heading',
    defaultText: 'Rules of the boat for high-school parties',
    maxLength: 80,
  },
  graduationSeasonIsPeak: {
    key: 'graduation-party.graduation-season-is-peak.heading',
    page: '/graduation-party',
    label: 'Graduation party: tip heading',
    defaultText: 'Graduation season is peak season',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'graduation-party.cta.heading',
    page: '/graduation-party',
    label: 'Graduation party: call to action heading',
    defaultText: 'Celebrate the grad on the water',
    maxLength: 80,
  },
  ctaText: {
    key: 'graduation-party.cta.text',
    page: '/graduation-party',
    label: 'Graduation party: call to action text',
    defaultText: 'Tell us the date and the headcount, and get an exact price in a minute. We will hold the boat while the families decide.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
