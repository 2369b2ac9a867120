import { describe, expect, it } from 'vitest';
import { slugSchema } from '#domain/content/blog.ts';
import { slugFor } from './slug.ts';

describe('the slug an editor suggests', () => {
  it('makes a URL slug from a title: lower case, ASCII, single hyphens', () => {
    expect(slugFor('Top 10 Things to Bring on a Lake Travis Party Boat!')).toBe('top-10-things-to-bring-on-a-lake-travis-party-boat');
    expect(slugFor('  Quinceañera  Cruise -- Tips ')).toBe('quinceanera-cruise-tips');
    expect(slugFor('!!!')).toBe('');
  });

  it('is always one the API accepts, or empty', () => {
    for (const title of ['Top 10 Things!', 'Ñandú & Café', '  --  ', 'A'.repeat(200)]) {
      const slug = slugFor(title);
      if (slug !== '') expect(slugSchema.safeParse(slug).success, slug).toBe(true);
    }
  });
});
