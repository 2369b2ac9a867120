import { fillParams, sendEarly } from './lib/early-requests.ts';
import { preloadModules } from './lib/preload-modules.ts';
import { trackPageView } from './site/analytics.ts';
import { afterFirstPaint, hydrateWhenNeeded } from './site/deferred-hydration.ts';
import { applyStoredSeoMeta } from './site/seo/fetch-seo-meta.ts';
// Content blocks (issue 19, decision 032): Ctrl/Cmd+E, staff's inline editing.
import { installEditShortcut } from './site/inline-edit/edit-shortcut.ts';
import './styles/index.css';

/**
 * The entry every page loads. A prerendered page is complete without JavaScript: it is readable,
 * and its links are real links. So its first load carries only this: the page view is counted and
 * the SEO record applied when the browser is idle, and React (the framework, the router and the
 * page's code) loads to hydrate it at the visitor's first sign of intent. The app shell (routes
 * that are not prerendered) renders at once.
 *
 * A prerendered app route (app/prerendered-app-routes.ts) has no SEO record and says on its root
 * how it is handed over: its route pattern (`data-app-route`), on intent or at once
 * (`data-hydrate`), the API GET it asks first (`data-first-get`, sent once the page has painted,
 * in parallel with the scripts), whether a success means React must take over at once (`data-hydrate-if-ok`)
 * and the scripts of its route's modules, preloaded with React's (`data-preload`). A
 * page whose before-paint script found that the browser kept state that makes it another page
 * (`<html data-client-render>`, /chat's kept conversation) is rendered afresh at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const html = document.documentElement;
const { appRoute, firstGet, preload } = root.dataset;
/** React and the page's code: the route's own scripts preloaded alongside, not after the framework. */
const loadHydration = () => {
  preloadModules(preload);
  return import('./hydrate.tsx');
};
installEditShortcut();

if (root.firstElementChild) {
  trackPageView(window.location.pathname);
  // A blog page's head is its own (decision 030): the SEO records are for the catalogue's pages.
  if (appRoute === undefined && root.dataset['seo'] !== 'own') {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void applyStoredSeoMeta(window.location.pathname));
  }
  const early = firstGet && appRoute ? fillParams(firstGet, appRoute, window.location.pathname) : null;
  if (html.dataset['clientRender'] !== undefined) {
    void loadHydration()
      .then(({ renderInPlace }) => renderInPlace(root))
      .catch((error: unknown) => console.error('The page could not start its interactive parts', error))
      // Shows what was kept hidden until now: the guest's own page, or (if rendering failed) the prerendered one.
      .finally(() => delete html.dataset['clientRender']);
  } else {
    const start = hydrateWhenNeeded(
      root,
      () => loadHydration().then(({ hydrate }) => hydrate(root)),
      window,
      root.dataset['hydrate'] === 'at-load' ? 'at-load' : 'on-intent',
    );
    // After the first paint, as the scripts: nothing the paint needs waits for it, and the answer
    // still arrives well before the scripts that read it have loaded.
    if (early) {
      afterFirstPaint(() => {
        const answer = sendEarly(early);
        if (root.dataset['hydrateIfOk'] !== undefined)
          answer.then(
            (response) => response.ok && start(),
            () => undefined,
          );
      });
    }
  }
} else {
  void import('./hydrate.tsx').then(({ render }) => render(root));
}
