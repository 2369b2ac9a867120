import { htmlPage } from '../../platform/http/page-handler.ts';
import { logger } from '../../platform/logger.ts';

/**
 * What a page a function renders (decision 093) asks of the site: the shell of its route, as the
 * build wrote it, and the API's answer for the link, asked through the site as the browser asks
 * it, so the page and its API route can never say two things (and the page's function carries no
 * AWS SDK).
 */

/**
 * Shared caches (CloudFront) may keep a rendered page a few seconds: a link shared in a group's
 * chat is opened by many at once, and a change (a code applied, a payment) shows on a reload
 * seconds later. Browsers revalidate every time.
 */
export const RENDERED_PAGE_CACHE = 'public, max-age=0, s-maxage=10';
/**
 * A page rendered for its signed-in guest (decision 095: the portal's trip): kept by no cache,
 * shared or the browser's, since it holds what only that guest's session may read.
 */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** The shell served as it is (the browser renders the page): never kept, as the shell's state is the browser's. */
export const SHELL_CACHE = 'no-store';

/** How long a warm function keeps a shell: a site publish changes it (new scripts), so not for ever. */
const SHELL_TTL_MS = 60_000;
/** How long a page waits for the site: a guest waiting longer is better served the shell (or the failure page). */
const SITE_TIMEOUT_MS = 3_000;
const shells = new Map<string, { text: string; fetchedAt: number }>();

/** The built shell `file` from the site's root; throws when the site does not answer it. */
export async function siteShell(siteUrl: string, file: string, now: number): Promise<string> {
  const kept = shells.get(file);
  if (kept && now - kept.fetchedAt < SHELL_TTL_MS) return kept.text;
  const response = await fetch(new URL(`/${file}`, siteUrl), { signal: AbortSignal.timeout(SITE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The shell ${file} answered ${response.status}`);
  const text = await response.text();
  shells.set(file, { text, fetchedAt: now });
  return text;
}

/**
 * The API's answer at `path`: the body, null for a link that opens nothing for this visitor (404, or
 * 401: no session the API accepts in `headers`), undefined when the API could not say.
 */
export async function apiAnswer<T>(siteUrl: string, path: string, headers: Readonly<Record<string, string>> = {}): Promise<T | null | undefined> {
  let response: Response;
  try {
    response = await fetch(new URL(path, siteUrl), { headers: { ...headers, accept: 'application/json' }, signal: AbortSignal.timeout(SITE_TIMEOUT_MS) });
  } catch (error) {
    logger.warn('A rendered page could not reach its answer; serving the shell', { path, error });
    return undefined;
  }
  if (response.status === 404 || response.status === 401) return null;
  if (!response.ok) {
    logger.warn('A rendered page could not read its answer; serving the shell', { path, status: response.status });
    return undefined;
  }
  return (await response.json()) as T;
}

/**
 * The page `render` makes of the shell, or the shell itself, served as it is (the browser renders
 * the page), should the render fail: a shell of another version than this renderer knows.
 */
export async function renderedOrShell(
  page: string,
  shell: string,
  render: () => string | Promise<string>,
  { status = 200, cache = RENDERED_PAGE_CACHE }: { status?: number; cache?: string } = {},
) {
  try {
    return htmlPage(status, await render(), cache);
  } catch (error) {
    logger.warn(`The ${page} could not be rendered; serving the shell`, { error });
    return htmlPage(200, shell, SHELL_CACHE);
  }
}
