import type { ContentBlockDefinition } from '../content-block-text.ts';

// /gallery's headings and short copy as content blocks (decisions 032, 084).

export const GALLERY_BLOCKS = {
  eyebrow: { key: 'gallery.intro.eyebrow', page: '/gallery', label: 'Gallery: eyebrow (above the headline)', defaultText: 'Gallery', maxLength: 40 },
  title: { key: 'gallery.intro.title', page: '/gallery', label: 'Gallery: headline', defaultText: 'The boats, the lake and the parties', maxLength: 90 },
  lead: {
    key: 'gallery.intro.lead',
    page: '/gallery',
    label: 'Gallery: intro',
    defaultText: 'A look at our fleet, the ATX Disco Cruise, swim stops in the coves and the sunsets that end the day. Choose any picture to see it full size.',
    maxLength: 300,
  },
  ctaHeading: { key: 'gallery.cta.heading', page: '/gallery', label: 'Gallery: call to action heading', defaultText: 'Picture your group here', maxLength: 80 },
  ctaText: {
    key: 'gallery.cta.text',
    page: '/gallery',
    label: 'Gallery: call to action text',
    defaultText: 'Choose a date and a boat in the quote chat and see your exact price.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
