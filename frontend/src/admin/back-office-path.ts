// Free of everything else: it runs as a parser-blocking script in the not-found page's head
// (src/back-office-not-found.ts), so it must be tiny.

/** The prefix of the back office's addresses: an unknown one gets the back office's not-found page (router.tsx). */
export const BACK_OFFICE_PREFIX = '/admin/';

/** Whether an address is under the back office's prefix (so an unknown one is the back office's to answer). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname.startsWith(BACK_OFFICE_PREFIX);
}
