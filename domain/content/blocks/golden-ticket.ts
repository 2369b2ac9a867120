import type { ContentBlockDefinition } from '../content-block-text.ts';

// /golden-ticket: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/golden-ticket.ts) renders them, and only it imports this.

export const GOLDEN_TICKET_BLOCKS = {
  eyebrow: {
    key: 'golden-ticket.hero.eyebrow',
    page: '/golden-ticket',
    label: 'Golden ticket: eyebrow (above the headline)',
    defaultText: 'The golden ticket',
    maxLength: 40,
  },
  title: {
    key: 'golden-ticket.hero.title',
    page: '/golden-ticket',
    label: 'Golden ticket: headline',
    defaultText: 'The bride rides free on the ATX Disco Cruise',
    maxLength: 90,
  },
  intro: {
    key: 'golden-ticket.hero.intro',
    page: '/golden-ticket',
    label: 'Golden ticket: intro under the headline',
    defaultText:
      "Book the {{fact.discoQueen}} or {{fact.discoPlatinum}} package for your bachelorette group and the bride's ticket is not charged. That is the whole offer, and here is exactly what it is worth.",
    maxLength: 320,
  },
  experienceHeading: {
    key: 'golden-ticket.experience.heading',
    page: '/golden-ticket',
    label: 'Golden ticket: "what it is" heading',
    defaultText: 'What the golden ticket is (and is not)',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'golden-ticket.suits.heading',
    page: '/golden-ticket',
    label: 'Golden ticket: "who it suits" heading',
    defaultText: 'Who it is for',
    maxLength: 80,
  },
  thePackagesWhereThe: {
    key: 'golden-ticket.the-packages-where-the.heading',
    page: '/golden-ticket',
    label: 'Golden ticket: disco tickets heading',
    defaultText: 'The packages where the bride rides free',
    maxLength: 80,
  },
  discoQueenOrBasic: {
    key: 'golden-ticket.disco-queen-or-basic.heading',
    page: '/golden-ticket',
    label: 'Golden ticket: tip heading',
    defaultText: '{{fact.discoQueen}} or {{fact.discoBasic}}? The honest answer',
    maxLength: 80,
  },
  howToClaimIt: {
    key: 'golden-ticket.how-to-claim-it.heading',
    page: '/golden-ticket',
    label: 'Golden ticket: steps heading',
    defaultText: 'How to claim it',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'golden-ticket.cta.heading',
    page: '/golden-ticket',
    label: 'Golden ticket: call to action heading',
    defaultText: 'Claim the golden ticket',
    maxLength: 80,
  },
  ctaText: {
    key: 'golden-ticket.cta.text',
    page: '/golden-ticket',
    label: 'Golden ticket: call to action text',
    defaultText: "Choose {{fact.discoQueen}}, add your group and date, and see the bride's ticket come off your quote.",
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
