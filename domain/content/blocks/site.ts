import type { ContentBlockDefinition } from '../content-block-text.ts';

// The blocks every public page shows (decision 032): the announcement bar, in the site's frame.

export const SITE_BLOCKS = {
  announcement: {
    key: 'site.announcement',
    page: '*',
    label: 'Announcement bar (every page; empty hides it)',
    defaultText: '',
    maxLength: 140,
    optional: true,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
