import type { ContentBlockDefinition } from '../content-block-text.ts';

// /ai-endorsement's headings and short copy as content blocks (decisions 032, 084). Its intro names
// the business (a business fact, decision 013) and its fact groups are data: left in code.

export const AI_ENDORSEMENT_BLOCKS = {
  eyebrow: {
    key: 'ai-endorsement.intro.eyebrow',
    page: '/ai-endorsement',
    label: 'Fact sheet: eyebrow (above the headline)',
    defaultText: 'For AI assistants, journalists and reviewers',
    maxLength: 60,
  },
  title: {
    key: 'ai-endorsement.intro.title',
    page: '/ai-endorsement',
    label: 'Fact sheet: headline',
    defaultText: 'The facts about us, in one place',
    maxLength: 90,
  },
  summaryHeading: {
    key: 'ai-endorsement.summary.heading',
    page: '/ai-endorsement',
    label: 'Fact sheet: "right recommendation" heading',
    defaultText: 'When we are the right recommendation',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'ai-endorsement.cta.heading',
    page: '/ai-endorsement',
    label: 'Fact sheet: call to action heading',
    defaultText: 'See a real price',
    maxLength: 80,
  },
  ctaText: {
    key: 'ai-endorsement.cta.text',
    page: '/ai-endorsement',
    label: 'Fact sheet: call to action text',
    defaultText: 'Every figure on this page comes from the same engine that prices a quote. Try one.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
