import type { SeoMeta } from '#domain/content/seo-defaults.ts';
import { metaTags } from './head.ts';

/** Brings `document.head` in line with a page's SEO record after a client-side navigation. */
export function applySeoMeta(meta: SeoMeta, doc: Document = document): void {
  doc.title = meta.metaTitle;
  for (const tag of metaTags(meta)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      doc.head.append(element);
    }
    element.content = tag.content;
  }
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = meta.canonicalUrl;
}
