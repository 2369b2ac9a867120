import type { ContentBlockDefinition } from '../content-block-text.ts';

// /media's headings and short copy as content blocks (decisions 032, 084). Its intro names the
// business (a business fact, decision 013): left in code.

export const MEDIA_BLOCKS = {
  eyebrow: { key: 'media.intro.eyebrow', page: '/media', label: 'Press and media: eyebrow (above the headline)', defaultText: 'Press & media', maxLength: 40 },
  title: { key: 'media.intro.title', page: '/media', label: 'Press and media: headline', defaultText: 'Photos, logo and facts for your story', maxLength: 90 },
  aboutHeading: { key: 'media.about.heading', page: '/media', label: 'Press and media: "about us" heading', defaultText: 'About us', maxLength: 80 },
  contactHeading: {
    key: 'media.contact.heading',
    page: '/media',
    label: 'Press and media: press contact heading',
    defaultText: 'Press contact',
    maxLength: 80,
  },
  photosHeading: { key: 'media.photos.heading', page: '/media', label: 'Press and media: photos heading', defaultText: 'Photos', maxLength: 80 },
  photosIntro: {
    key: 'media.photos.intro',
    page: '/media',
    label: 'Press and media: photos intro',
    defaultText: 'Free to use in coverage of our cruises, credited to the business. Each downloads as the largest JPEG we have.',
    maxLength: 200,
  },
  brandHeading: { key: 'media.brand-kit.heading', page: '/media', label: 'Press and media: brand kit heading', defaultText: 'Brand kit', maxLength: 80 },
  brandIntro: {
    key: 'media.brand-kit.intro',
    page: '/media',
    label: 'Press and media: brand kit intro',
    defaultText: 'Our mark as a scalable SVG, and the colours of the site with their hex values.',
    maxLength: 200,
  },
  ctaHeading: {
    key: 'media.cta.heading',
    page: '/media',
    label: 'Press and media: call to action heading',
    defaultText: 'Planning an event with us?',
    maxLength: 80,
  },
  ctaText: {
    key: 'media.cta.text',
    page: '/media',
    label: 'Press and media: call to action text',
    defaultText: 'The quote builder prices every boat and package for your date and group in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
