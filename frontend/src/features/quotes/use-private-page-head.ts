import { useEffect } from 'react';

/**
 * A page only its link opens (a quote): its own title, and never indexed. The app shell's head
 * already says noindex, but a visitor who arrives from a prerendered page (the home page's quote
 * frame, say) still has that page's head, so the robots tag is set here too. It is left as
 * noindex on the way out: the next catalogue page applies its own head, and an over-cautious
 * robots tag on an app route is harmless while an indexable quote would not be.
 */
export function usePrivatePageHead(title: string, given?: Document): void {
  useEffect(() => {
    // Read here, not as a default argument: the page is also prerendered, where there is no document.
    const doc = given ?? document;
    const previousTitle = doc.title;
    doc.title = title;
    let robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = doc.createElement('meta');
      robots.name = 'robots';
      doc.head.append(robots);
    }
    robots.content = 'noindex, nofollow';
    return () => {
      doc.title = previousTitle;
    };
  }, [title, given]);
}
