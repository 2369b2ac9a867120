import type { ContentBlockDefinition } from '../content-block-text.ts';

// /party-boat-austin: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/party-boat-austin.ts) renders them, and only it imports this.

export const PARTY_BOAT_AUSTIN_BLOCKS = {
  eyebrow: {
    key: 'party-boat-austin.hero.eyebrow',
    page: '/party-boat-austin',
    label: 'Party boat Austin: eyebrow (above the headline)',
    defaultText: 'Party boats near Austin',
    maxLength: 40,
  },
  title: {
    key: 'party-boat-austin.hero.title',
    page: '/party-boat-austin',
    label: 'Party boat Austin: headline',
    defaultText: 'Austin party boats, a short drive from downtown',
    maxLength: 90,
  },
  intro: {
    key: 'party-boat-austin.hero.intro',
    page: '/party-boat-austin',
    label: 'Party boat Austin: intro under the headline',
    defaultText:
      "Austin's best party venue is not on Sixth Street: it is on Lake Travis, about 30-40 minutes' drive from downtown Austin. Charter a private boat for your group or grab tickets on the ATX Disco Cruise, and be back in town for dinner.",
    maxLength: 320,
  },
  experienceHeading: {
    key: 'party-boat-austin.experience.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: "what it is" heading',
    defaultText: 'Why Austin groups head to the lake',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'party-boat-austin.suits.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: "who it suits" heading',
    defaultText: 'Who books a party boat from Austin',
    maxLength: 80,
  },
  privateBoatsForAustin: {
    key: 'party-boat-austin.private-boats-for-austin.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: private boats heading',
    defaultText: 'Private boats for Austin groups',
    maxLength: 80,
  },
  orJustBuyTickets: {
    key: 'party-boat-austin.or-just-buy-tickets.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: disco tickets heading',
    defaultText: 'Or just buy tickets: the ATX Disco Cruise',
    maxLength: 80,
  },
  fromDowntownToThe: {
    key: 'party-boat-austin.from-downtown-to-the.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: steps heading',
    defaultText: 'From downtown to the dock',
    maxLength: 80,
  },
  whereTheLakeFits: {
    key: 'party-boat-austin.where-the-lake-fits.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: ideas heading',
    defaultText: 'Where the lake fits in an Austin weekend',
    maxLength: 80,
  },
  packingForVisitorsFlying: {
    key: 'party-boat-austin.packing-for-visitors-flying.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: checklist heading',
    defaultText: 'Packing for visitors flying into Austin',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'party-boat-austin.cta.heading',
    page: '/party-boat-austin',
    label: 'Party boat Austin: call to action heading',
    defaultText: 'Your Austin lake day starts here',
    maxLength: 80,
  },
  ctaText: {
    key: 'party-boat-austin.cta.text',
    page: '/party-boat-austin',
    label: 'Party boat Austin: call to action text',
    defaultText: 'Tell us the date and how many are coming, and see live prices for every boat that fits.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
