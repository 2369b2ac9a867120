import { bookOpensPrefilled } from './features/book/prefill.ts';

/**
 * /book's before-paint script (a classic script in its head, built on its own). The page is
 * prerendered with the empty form; a link that fills it in (`?package=&groupSize=`, the BOOK NOW
 * buttons') must never show the empty form first. So this marks the page, before it paints, to
 * be rendered in the browser instead of hydrated (main.tsx), and booking.css keeps the
 * prerendered form hidden until then.
 */
if (bookOpensPrefilled(window.location.search)) {
  document.documentElement.dataset['clientRender'] = '';
}
