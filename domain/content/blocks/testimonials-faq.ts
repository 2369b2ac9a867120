import type { ContentBlockDefinition } from '../content-block-text.ts';

// /testimonials-faq's headings and short copy as content blocks (decisions 032, 084). Its intro
// states the guests served and the year founded (business facts, decision 013): left in code.

export const TESTIMONIALS_FAQ_BLOCKS = {
  eyebrow: {
    key: 'testimonials-faq.intro.eyebrow',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: eyebrow (above the headline)',
    defaultText: 'Reviews & FAQ',
    maxLength: 40,
  },
  title: {
    key: 'testimonials-faq.intro.title',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: headline',
    defaultText: 'What our guests say, and what they ask',
    maxLength: 90,
  },
  storiesHeading: {
    key: 'testimonials-faq.stories.heading',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: guest stories heading',
    defaultText: 'Guest stories',
    maxLength: 80,
  },
  faqHeading: {
    key: 'testimonials-faq.faq.heading',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: questions heading',
    defaultText: 'Questions before you book',
    maxLength: 80,
  },
  reviewHeading: {
    key: 'testimonials-faq.review.heading',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: "leave a review" heading',
    defaultText: 'Tell us about your cruise',
    maxLength: 80,
  },
  reviewIntro: {
    key: 'testimonials-faq.review.intro',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: "leave a review" intro',
    defaultText: 'Staff read every review and publish it within a few days. Your e-mail is never shown.',
    maxLength: 200,
  },
  ctaHeading: {
    key: 'testimonials-faq.cta.heading',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: call to action heading',
    defaultText: 'Ready to make your own story?',
    maxLength: 80,
  },
  ctaText: {
    key: 'testimonials-faq.cta.text',
    page: '/testimonials-faq',
    label: 'Reviews and FAQ: call to action text',
    defaultText: 'Pick a date and a group size and see your exact price in the quote chat.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
