import type { ContentBlockDefinition } from '../content-block-text.ts';

// /party-boat-lake-travis: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/party-boat-lake-travis.ts) renders them, and only it imports this.

export const PARTY_BOAT_LAKE_TRAVIS_BLOCKS = {
  eyebrow: {
    key: 'party-boat-lake-travis.hero.eyebrow',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: eyebrow (above the headline)',
    defaultText: 'Lake Travis',
    maxLength: 40,
  },
  title: {
    key: 'party-boat-lake-travis.hero.title',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: headline',
    defaultText: 'Party boats on Lake Travis: coves, clear water and Hill Country sunsets',
    maxLength: 90,
  },
  intro: {
    key: 'party-boat-lake-travis.hero.intro',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: intro under the headline',
    defaultText:
      'Lake Travis is the reason people come: clear green-blue water, limestone cliffs and quiet coves where a boat can drop anchor and everyone can swim. Our captains know it by heart, and a {{fact.cruiseHours}}-hour private charter shows you the best of it.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'party-boat-lake-travis.experience.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: "what it is" heading',
    defaultText: 'Why Lake Travis makes a great party',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'party-boat-lake-travis.suits.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: "who it suits" heading',
    defaultText: 'Who loves a day on the lake',
    maxLength: 80,
  },
  boatsForEveryCove: {
    key: 'party-boat-lake-travis.boats-for-every-cove.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: private boats heading',
    defaultText: 'Boats for every cove',
    maxLength: 80,
  },
  whatALakeTravis: {
    key: 'party-boat-lake-travis.what-a-lake-travis.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: ideas heading',
    defaultText: 'What a Lake Travis charter can look like',
    maxLength: 80,
  },
  aSunsetCharterStart: {
    key: 'party-boat-lake-travis.a-sunset-charter-start.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: schedule heading',
    defaultText: 'A sunset charter, start to finish',
    maxLength: 80,
  },
  forTheSwimStop: {
    key: 'party-boat-lake-travis.for-the-swim-stop.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: checklist heading',
    defaultText: 'For the swim stop',
    maxLength: 80,
  },
  theCaptainReadsThe: {
    key: 'party-boat-lake-travis.the-captain-reads-the.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: policy note heading',
    defaultText: 'The captain reads the lake',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'party-boat-lake-travis.cta.heading',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: call to action heading',
    defaultText: 'Find your cove',
    maxLength: 80,
  },
  ctaText: {
    key: 'party-boat-lake-travis.cta.text',
    page: '/party-boat-lake-travis',
    label: 'Party boat Lake Travis: call to action text',
    defaultText: 'Choose a date and group size and see what a day on Lake Travis costs, live.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
