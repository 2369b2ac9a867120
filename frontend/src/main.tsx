import { trackPageView } from './site/analytics.ts';
import { applyStoredSeoMeta } from './site/seo/fetch-seo-meta.ts';
import { hydrateWhenNeeded } from './site/deferred-hydration.ts';
import './styles/index.css';

/**
 * The entry every page loads. A prerendered page is complete without JavaScript: it is readable,
 * and its links are real links. So its first load carries only this: the page view is counted and
 * the SEO record applied when the browser is idle, and React (the framework, the router and the
 * page's code) loads to hydrate it at the visitor's first sign of intent. The app shell (routes
 * that are not prerendered) renders at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

if (root.firstElementChild) {
  trackPageView(window.location.pathname);
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  idle(() => void applyStoredSeoMeta(window.location.pathname));
  hydrateWhenNeeded(root, () => import('./hydrate.tsx').then(({ hydrate }) => hydrate(root)));
} else {
  void import('./hydrate.tsx').then(({ render }) => render(root));
}
