import { businessFacts, type BusinessFacts } from '#domain/site/business.ts';
import { largestJpeg, type PagePhoto } from '#domain/content/page-photos.ts';
import { absoluteUrl } from '#domain/content/seo-defaults.ts';
import { sitePageFor } from '#domain/site/site-pages.ts';

type JsonLd = Record<string, unknown>;

export const PRESS_PAGE_PATH = '/media';

/**
 * The press page's JSON-LD (decision 031): a CollectionPage of the published photos, each an
 * ImageObject whose contentUrl is the JPEG the page offers for download, its alt text as the
 * description and the business as the copyright holder, so an image search credits the photos.
 */
export function pressPageStructuredData(photos: readonly PagePhoto[], facts: BusinessFacts = businessFacts): JsonLd[] {
  const page = sitePageFor(PRESS_PAGE_PATH);
  if (!page) throw new Error(`${PRESS_PAGE_PATH} is not in the site catalogue`);
  const url = absoluteUrl(PRESS_PAGE_PATH, facts);
  const images = photos.flatMap((photo) => {
    const jpeg = largestJpeg(photo);
    if (!jpeg) return [];
    return [
      {
        '@type': 'ImageObject',
        contentUrl: absoluteUrl(jpeg.path, facts),
        description: photo.alt,
        ...(photo.caption ? { caption: photo.caption } : {}),
        width: jpeg.width,
        height: Math.round((photo.height * jpeg.width) / photo.width),
        encodingFormat: 'image/jpeg',
        copyrightHolder: { '@id': `${facts.website}/#business` },
        creditText: facts.name,
      },
    ];
  });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': `${url}#page`,
      url,
      name: page.title,
      description: page.description,
      about: { '@id': `${facts.website}/#business` },
      logo: absoluteUrl('/favicon.svg', facts),
      ...(images.length > 0 ? { hasPart: images, primaryImageOfPage: images[0] } : {}),
    },
  ];
}
