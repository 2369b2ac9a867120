import type { ContentBlockDefinition } from '../content-block-text.ts';

// /contact's headings and short copy as content blocks (decisions 032, 084).

export const CONTACT_BLOCKS = {
  eyebrow: { key: 'contact.intro.eyebrow', page: '/contact', label: 'Contact: eyebrow (above the headline)', defaultText: 'Contact', maxLength: 40 },
  title: { key: 'contact.intro.title', page: '/contact', label: 'Contact: headline', defaultText: 'Plan your cruise with us', maxLength: 90 },
  intro: {
    key: 'contact.intro.lead',
    page: '/contact',
    label: 'Contact: intro under the headline',
    defaultText:
      "Tell us about your group and we'll put together the right boat and package. Prefer to see a price straight away? The quote chat prices any date in a minute.",
    maxLength: 320,
  },
  formHeading: { key: 'contact.form.heading', page: '/contact', label: 'Contact: quote form heading', defaultText: 'Get a free quote', maxLength: 80 },
  reachHeading: {
    key: 'contact.reach.heading',
    page: '/contact',
    label: 'Contact: "reach us directly" heading',
    defaultText: 'Reach us directly',
    maxLength: 80,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
