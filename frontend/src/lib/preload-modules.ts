/**
 * Preloads the scripts a prerendered app route's modules run (`data-preload` on its root, written
 * by the build from Vite's manifest: decision 055) as React starts to load. Without it the browser
 * learns of the route's own chunks only once the framework has loaded and the router asks for the
 * route: a second round of requests after the first. Crossorigin as Vite's own preloads, so the
 * module loader takes the preloaded answer.
 */
export function preloadModules(list: string | undefined, doc: Pick<Document, 'head' | 'createElement'> = document): void {
  for (const href of (list ?? '').split(' ')) {
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}
