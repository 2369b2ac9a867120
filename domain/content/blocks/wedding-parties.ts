import type { ContentBlockDefinition } from '../content-block-text.ts';

// /wedding-parties: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/wedding-parties.ts) renders them, and only it imports this.

export const WEDDING_PARTIES_BLOCKS = {
  eyebrow: {
    key: 'wedding-parties.hero.eyebrow',
    page: '/wedding-parties',
    label: 'Wedding parties: eyebrow (above the headline)',
    defaultText: 'Wedding weekends',
    maxLength: 40,
  },
  title: {
    key: 'wedding-parties.hero.title',
    page: '/wedding-parties',
    label: 'Wedding parties: headline',
    defaultText: 'Wedding Party Cruises on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'wedding-parties.hero.intro',
    page: '/wedding-parties',
    label: 'Wedding parties: intro under the headline',
    defaultText:
      'Put the lake into your wedding weekend: a private boat with a USCG-licensed captain and crew for the rehearsal dinner, the welcome party or the after-party, for up to {{fact.privateMaxGuests}} guests on {{fact.largestBoat}}.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'wedding-parties.experience.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: "what it is" heading',
    defaultText: 'The part of the weekend your guests talk about on the flight home',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'wedding-parties.suits.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: "who it suits" heading',
    defaultText: 'Who books a wedding cruise',
    maxLength: 80,
  },
  boatsForEveryWedding: {
    key: 'wedding-parties.boats-for-every-wedding.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: private boats heading',
    defaultText: 'Boats for every wedding-weekend guest list',
    maxLength: 80,
  },
  threeCruisesThreeDifferent: {
    key: 'wedding-parties.three-cruises-three-different.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: ideas heading',
    defaultText: 'Three cruises, three different jobs',
    maxLength: 80,
  },
  howAWeddingWeekend: {
    key: 'wedding-parties.how-a-wedding-weekend.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: schedule heading',
    defaultText: 'How a wedding weekend on the water can look',
    maxLength: 80,
  },
  whatWeWillAsk: {
    key: 'wedding-parties.what-we-will-ask.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: checklist heading',
    defaultText: 'What we will ask when you call',
    maxLength: 80,
  },
  eachCruiseIsIts: {
    key: 'wedding-parties.each-cruise-is-its.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: policy note heading',
    defaultText: 'Each cruise is its own booking',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'wedding-parties.cta.heading',
    page: '/wedding-parties',
    label: 'Wedding parties: call to action heading',
    defaultText: 'Plan your wedding weekend on the lake',
    maxLength: 80,
  },
  ctaText: {
    key: 'wedding-parties.cta.text',
    page: '/wedding-parties',
    label: 'Wedding parties: call to action text',
    defaultText: 'Tell us the dates and rough headcounts, and we will price each cruise and hold the boats while you decide.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
