import type { ContentBlockDefinition } from '../content-block-text.ts';

// /golden-ticket-private: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/golden-ticket-private.ts) renders them, and only it imports this.

export const GOLDEN_TICKET_PRIVATE_BLOCKS = {
  eyebrow: {
    key: 'golden-ticket-private.hero.eyebrow',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): eyebrow (above the headline)',
    defaultText: 'Best-value private charters',
    maxLength: 40,
  },
  title: {
    key: 'golden-ticket-private.hero.title',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): headline',
    defaultText: 'The golden ticket for private charters: the most boat for your money',
    maxLength: 90,
  },
  intro: {
    key: 'golden-ticket-private.hero.intro',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): intro under the headline',
    defaultText:
      'There is no secret code. The best value on a private Lake Travis charter comes from three choices you control: the day you sail, the boat your headcount puts you on and the package you add. Here they are, worked out from our live rate table.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'golden-ticket-private.experience.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): "what it is" heading',
    defaultText: 'How a private charter is priced',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'golden-ticket-private.suits.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): "who it suits" heading',
    defaultText: 'Who this guide helps',
    maxLength: 80,
  },
  everyBoatAndBand: {
    key: 'golden-ticket-private.every-boat-and-band.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): private boats heading',
    defaultText: 'Every boat and band, live from the rate table',
    maxLength: 80,
  },
  leverOneTheDay: {
    key: 'golden-ticket-private.lever-one-the-day.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): ideas heading 1',
    defaultText: 'Lever one: the day you sail',
    maxLength: 80,
  },
  fridayAndSundayThe: {
    key: 'golden-ticket-private.friday-and-sunday-the.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): story section heading',
    defaultText: 'Friday and Sunday, the in-between days',
    maxLength: 80,
  },
  leverTwoTheBoat: {
    key: 'golden-ticket-private.lever-two-the-boat.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): steps heading',
    defaultText: 'Lever two: the boat your headcount puts you on',
    maxLength: 80,
  },
  whatAFullBoat: {
    key: 'golden-ticket-private.what-a-full-boat.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): checklist heading',
    defaultText: 'What a full boat costs per person',
    maxLength: 80,
  },
  leverThreeWhatThe: {
    key: 'golden-ticket-private.lever-three-what-the.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): ideas heading 2',
    defaultText: 'Lever three: what the packages add',
    maxLength: 80,
  },
  onlyWantTheLily: {
    key: 'golden-ticket-private.only-want-the-lily.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): tip heading',
    defaultText: 'Only want the lily pad?',
    maxLength: 80,
  },
  bookEarlyPayLess: {
    key: 'golden-ticket-private.book-early-pay-less.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): policy note heading',
    defaultText: 'Book early, pay less up front',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'golden-ticket-private.cta.heading',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): call to action heading',
    defaultText: 'Find your best-value date',
    maxLength: 80,
  },
  ctaText: {
    key: 'golden-ticket-private.cta.text',
    page: '/golden-ticket-private',
    label: 'Golden ticket (private): call to action text',
    defaultText: 'Enter your headcount and try a few dates: the quote shows the price for each, all in.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
