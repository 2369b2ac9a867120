import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BLOG_PREFIX } from '#domain/content/blog.ts';

/**
 * The blog's pages in AWS (decision 031): CloudFront's routing function answers a path under
 * /blogs with its prerendered page only when the site publisher listed it in a CloudFront
 * KeyValueStore, and with the site's 404 page otherwise, as the local gateway does. The blog is
 * rebuilt after every publish, long after the function was made, so the list lives in the store.
 */

/** The store's value for a listed page; the routing function only asks whether a key exists. */
export const BLOG_PAGE_VALUE = 'page';

/** UpdateKeys takes at most 50 changes a request. */
export const MAX_KEY_CHANGES_PER_REQUEST = 50;

/** Every blog page of a built site, as the path a visitor asks for: `/blogs`, `/blogs/a-post`, `/blogs/tag/tips`. */
export function blogPagePaths(siteDir: string): string[] {
  const blogDir = path.join(siteDir, BLOG_PREFIX.slice(1));
  if (!existsSync(blogDir)) return [];
  return readdirSync(blogDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => {
      const dir = path.dirname(file).split(path.sep).join('/');
      return dir === '.' ? BLOG_PREFIX : `${BLOG_PREFIX}/${dir}`;
    })
    .sort();
}

export interface KeyChanges {
  readonly puts: Array<{ Key: string; Value: string }>;
  readonly deletes: Array<{ Key: string }>;
}

/**
 * What turns the store's keys into the built site's pages, in requests UpdateKeys accepts: new
 * pages first (a page just published is routed at once), removed ones after.
 */
export function blogPageChanges(storedKeys: readonly string[], pages: readonly string[]): KeyChanges[] {
  const stored = new Set(storedKeys);
  const wanted = new Set(pages);
  const changes = [
    ...pages.filter((page) => !stored.has(page)).map((page) => ({ put: page })),
    ...storedKeys.filter((key) => !wanted.has(key)).map((key) => ({ remove: key })),
  ];
  const requests: KeyChanges[] = [];
  for (let start = 0; start < changes.length; start += MAX_KEY_CHANGES_PER_REQUEST) {
    const slice = changes.slice(start, start + MAX_KEY_CHANGES_PER_REQUEST);
    requests.push({
      puts: slice.flatMap((change) => ('put' in change ? [{ Key: change.put, Value: BLOG_PAGE_VALUE }] : [])),
      deletes: slice.flatMap((change) => ('remove' in change ? [{ Key: change.remove }] : [])),
    });
  }
  return requests;
}
