import { bookFillsFields, bookRendersInBrowser, fillBookFields } from './features/book/prefill.ts';

/**
 * /book's before-paint script (a classic script in its head, built on its own; features/book/prefill.ts
 * says what it decides). A link that names a boat or a day type marks the page to be rendered in
 * the browser instead of hydrated (main.tsx). A link that fills fields in keeps the form hidden
 * while the page is parsed and fills it the moment parsing ends (before the deferred scripts run
 * and, for a page this small, before the first paint), so the empty form never shows.
 */
const search = window.location.search;
const html = document.documentElement;
if (bookRendersInBrowser(search)) {
  html.dataset['clientRender'] = '';
} else if (bookFillsFields(search)) {
  html.dataset['prefill'] = '';
  document.addEventListener(
    'readystatechange',
    () => {
      try {
        const form = document.querySelector('form.book-page__form');
        if (form instanceof HTMLFormElement) fillBookFields(form, search);
      } finally {
        // Shown whatever happened: an empty form is better than none.
        delete html.dataset['prefill'];
      }
    },
    { once: true },
  );
}
