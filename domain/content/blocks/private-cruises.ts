import type { ContentBlockDefinition } from '../content-block-text.ts';

// /private-cruises: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/private-cruises.ts) renders them, and only it imports this.

export const PRIVATE_CRUISES_BLOCKS = {
  eyebrow: {
    key: 'private-cruises.hero.eyebrow',
    page: '/private-cruises',
    label: 'Private cruises: eyebrow (above the headline)',
    defaultText: 'Private charters',
    maxLength: 40,
  },
  title: {
    key: 'private-cruises.hero.title',
    page: '/private-cruises',
    label: 'Private cruises: headline',
    defaultText: 'Private party boat charters on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'private-cruises.hero.intro',
    page: '/private-cruises',
    label: 'Private cruises: intro under the headline',
    defaultText:
      'Your group, your boat, your playlist. Charter one of our {{fact.boatCount}} party boats for {{fact.cruiseHours}} hours with a USCG-licensed captain and crew, for anything from a handful of friends to {{fact.largestBoatCapacity}} guests.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'private-cruises.experience.heading',
    page: '/private-cruises',
    label: 'Private cruises: "what it is" heading',
    defaultText: 'What a private charter includes',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'private-cruises.suits.heading',
    page: '/private-cruises',
    label: 'Private cruises: "who it suits" heading',
    defaultText: 'A boat for every size of group',
    maxLength: 80,
  },
  everyBoatEveryBand: {
    key: 'private-cruises.every-boat-every-band.heading',
    page: '/private-cruises',
    label: 'Private cruises: private boats heading',
    defaultText: 'Every boat, every band, live prices',
    maxLength: 80,
  },
  meetTheFleet: {
    key: 'private-cruises.meet-the-fleet.heading',
    page: '/private-cruises',
    label: 'Private cruises: ideas heading 1',
    defaultText: 'Meet the fleet',
    maxLength: 80,
  },
  howACharterIs: {
    key: 'private-cruises.how-a-charter-is.heading',
    page: '/private-cruises',
    label: 'Private cruises: story section heading',
    defaultText: 'How a charter is priced',
    maxLength: 80,
  },
  fromQuoteToCast: {
    key: 'private-cruises.from-quote-to-cast.heading',
    page: '/private-cruises',
    label: 'Private cruises: steps heading',
    defaultText: 'From quote to cast-off',
    maxLength: 80,
  },
  occasionsWeHost: {
    key: 'private-cruises.occasions-we-host.heading',
    page: '/private-cruises',
    label: 'Private cruises: ideas heading 2',
    defaultText: 'Occasions we host',
    maxLength: 80,
  },
  cancellation: {
    key: 'private-cruises.cancellation.heading',
    page: '/private-cruises',
    label: 'Private cruises: policy note heading',
    defaultText: 'Cancellation',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'private-cruises.cta.heading',
    page: '/private-cruises',
    label: 'Private cruises: call to action heading',
    defaultText: 'Charter your boat',
    maxLength: 80,
  },
  ctaText: {
    key: 'private-cruises.cta.text',
    page: '/private-cruises',
    label: 'Private cruises: call to action text',
    defaultText: 'Pick a date and headcount and see the boat, the packages and the full price in seconds.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
