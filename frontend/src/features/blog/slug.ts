import slugify from 'slugify';

/**
 * The slug a title suggests ("Top 10 Things to Bring!" -> "top-10-things-to-bring"); '' when
 * nothing is left. Its own module: only the editors suggest slugs, and the functions that check
 * them (against SLUG_PATTERN in blog.ts) need not carry slugify.
 */
export function slugFor(text: string): string {
  return slugify(text, { lower: true, strict: true, trim: true }).slice(0, 80).replace(/-+$/, '');
}
