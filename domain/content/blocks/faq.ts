import type { ContentBlockDefinition } from '../content-block-text.ts';

// /faq's headings and short copy as content blocks (decisions 032, 084). Its intro and call to
// action text name the business and its phone number (business facts, decision 013): left in code.

export const FAQ_BLOCKS = {
  eyebrow: { key: 'faq.intro.eyebrow', page: '/faq', label: 'FAQ: eyebrow (above the headline)', defaultText: 'Questions, answered', maxLength: 40 },
  title: { key: 'faq.intro.title', page: '/faq', label: 'FAQ: headline', defaultText: 'Frequently asked questions', maxLength: 90 },
  ctaHeading: { key: 'faq.cta.heading', page: '/faq', label: 'FAQ: call to action heading', defaultText: 'Still have a question?', maxLength: 80 },
} as const satisfies Record<string, ContentBlockDefinition>;
