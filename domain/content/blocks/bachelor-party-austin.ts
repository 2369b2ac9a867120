import type { ContentBlockDefinition } from '../content-block-text.ts';

// /bachelor-party-austin: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/bachelor-party-austin.ts) renders them, and only it imports this.

export const BACHELOR_PARTY_AUSTIN_BLOCKS = {
  eyebrow: {
    key: 'bachelor-party-austin.hero.eyebrow',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: eyebrow (above the headline)',
    defaultText: 'Bachelor parties',
    maxLength: 40,
  },
  title: {
    key: 'bachelor-party-austin.hero.title',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: headline',
    defaultText: 'Austin bachelor party boats on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'bachelor-party-austin.hero.intro',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: intro under the headline',
    defaultText:
      'Put the groom and his crew on a private party boat for {{fact.cruiseHours}} hours on Lake Travis: your music, your cooler, a captain who knows the coves and nobody else aboard. Or grab tickets for the ATX Disco Cruise if your group is {{fact.discoMinAge}}+ and wants a bigger crowd.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'bachelor-party-austin.experience.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: "what it is" heading',
    defaultText: 'What a bachelor cruise actually is',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'bachelor-party-austin.suits.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: "who it suits" heading',
    defaultText: 'Which crew this suits',
    maxLength: 80,
  },
  privateBoatsForThe: {
    key: 'bachelor-party-austin.private-boats-for-the.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: private boats heading',
    defaultText: 'Private boats for the groom and his crew',
    maxLength: 80,
  },
  privateBoatOrDisco: {
    key: 'bachelor-party-austin.private-boat-or-disco.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: private or disco comparison heading',
    defaultText: 'Private boat or disco tickets for your group?',
    maxLength: 80,
  },
  howTheDayRuns: {
    key: 'bachelor-party-austin.how-the-day-runs.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: schedule heading',
    defaultText: 'How the day runs',
    maxLength: 80,
  },
  makeItTheGroom: {
    key: 'bachelor-party-austin.make-it-the-groom.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: ideas heading',
    defaultText: "Make it the groom's day",
    maxLength: 80,
  },
  saturdayIsTheMost: {
    key: 'bachelor-party-austin.saturday-is-the-most.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: tip heading',
    defaultText: 'Saturday is the most expensive day on the lake',
    maxLength: 80,
  },
  whatToBring: {
    key: 'bachelor-party-austin.what-to-bring.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: checklist heading',
    defaultText: 'What to bring',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'bachelor-party-austin.cta.heading',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: call to action heading',
    defaultText: 'Lock in the lake day',
    maxLength: 80,
  },
  ctaText: {
    key: 'bachelor-party-austin.cta.text',
    page: '/bachelor-party-austin',
    label: 'Bachelor party: call to action text',
    defaultText: 'Tell us the headcount and the date, and get a live price for the right boat in under a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
