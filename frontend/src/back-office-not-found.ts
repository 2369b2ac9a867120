import { isBackOfficePath } from './admin/back-office-path.ts';

/**
 * The not-found page's before-paint script (a classic script in its head, built on its own). The
 * page is prerendered as the public site's 404; on an unknown back-office address it must never
 * show staff the marketing page. So this marks the page, before it paints, to be rendered in the
 * browser instead of hydrated (main.tsx): the router then draws the back office's own not-found
 * page in its frame, and pages.css keeps the prerendered page hidden until then.
 */
if (isBackOfficePath(window.location.pathname)) {
  document.documentElement.dataset['clientRender'] = '';
}
