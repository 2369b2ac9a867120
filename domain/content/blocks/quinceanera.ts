import type { ContentBlockDefinition } from '../content-block-text.ts';

// /quinceanera: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/quinceanera.ts) renders them, and only it imports this.

export const QUINCEANERA_BLOCKS = {
  eyebrow: {
    key: 'quinceanera.hero.eyebrow',
    page: '/quinceanera',
    label: 'Quinceañera: eyebrow (above the headline)',
    defaultText: 'Quinceañeras',
    maxLength: 40,
  },
  title: {
    key: 'quinceanera.hero.title',
    page: '/quinceanera',
    label: 'Quinceañera: headline',
    defaultText: 'A Quinceañera Cruise on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'quinceanera.hero.intro',
    page: '/quinceanera',
    label: 'Quinceañera: intro under the headline',
    defaultText:
      'Celebrate her fifteenth with the whole family on the water: a private, alcohol-free cruise for the quinceañera, her court, the abuelos and the cousins, with room for up to {{fact.privateMaxGuests}} guests and photos nobody else will have.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'quinceanera.experience.heading',
    page: '/quinceanera',
    label: 'Quinceañera: "what it is" heading',
    defaultText: 'A celebration for the whole family, on the water',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'quinceanera.suits.heading',
    page: '/quinceanera',
    label: 'Quinceañera: "who it suits" heading',
    defaultText: 'Three ways families celebrate on the boat',
    maxLength: 80,
  },
  boatsForTheFamily: {
    key: 'quinceanera.boats-for-the-family.heading',
    page: '/quinceanera',
    label: 'Quinceañera: private boats heading',
    defaultText: 'Boats for the family and the court',
    maxLength: 80,
  },
  theDressTheDeck: {
    key: 'quinceanera.the-dress-the-deck.heading',
    page: '/quinceanera',
    label: 'Quinceañera: story section heading',
    defaultText: 'The dress, the deck and the photos',
    maxLength: 80,
  },
  aSunsetQuinceaneraCruise: {
    key: 'quinceanera.a-sunset-quinceanera-cruise.heading',
    page: '/quinceanera',
    label: 'Quinceañera: schedule heading',
    defaultText: 'A sunset quinceañera cruise',
    maxLength: 80,
  },
  familyLogistics: {
    key: 'quinceanera.family-logistics.heading',
    page: '/quinceanera',
    label: 'Quinceañera: checklist heading',
    defaultText: 'Family logistics',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'quinceanera.cta.heading',
    page: '/quinceanera',
    label: 'Quinceañera: call to action heading',
    defaultText: 'Plan her quinceañera on the lake',
    maxLength: 80,
  },
  ctaText: {
    key: 'quinceanera.cta.text',
    page: '/quinceanera',
    label: 'Quinceañera: call to action text',
    defaultText: 'Tell us the date and the size of the family, and get an exact price in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
