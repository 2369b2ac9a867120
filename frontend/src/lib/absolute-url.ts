import { useSyncExternalStore } from 'react';

/**
 * A link a guest copies (the group's share or waiver link) in full, with the site's origin. In the
 * browser that is the page's own origin; a page a function renders (decision 095) is rendered with
 * the site's origin as the function knows it, and hydration must meet the same text, so the
 * server's render and the browser's hydration read `renderedOrigin` (set by the render and by the
 * page's embedded data) and React moves to the page's own origin right after, should it differ.
 * The prerenderer has neither: the path alone.
 */
let renderedOrigin = '';

export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}

// The page's origin never changes while it is open.
const unchanging = () => () => undefined;

export function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => renderedOrigin,
  );
  return origin ? new URL(path, origin).href : path;
}
