import { useLocation } from 'react-router';
import { businessFacts, marinaAddress } from '#domain/site/business.ts';
import { largestJpeg, type PagePhoto } from '#domain/content/page-photos.ts';
import { pressPhotos } from '#domain/content/press-photos.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { MEDIA_BLOCKS } from '#domain/content/blocks/media.ts';
import { Section } from '../components/marketing/section.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { ResponsiveImage } from '../components/media/responsive-image.tsx';
import { pressPageStructuredData } from '../site/press-page.ts';
import { BRAND_COLOURS, BRAND_MARK, needsLightText } from '../site/brand-kit.ts';

/**
 * /media, the press and media page (issue 19, decision 031): for journalists, partners and event
 * planners who want pictures, the logo and the facts. It shows only what the library published
 * (alt text as each photo's description, its caption, the largest JPEG to download), so nothing
 * of the back office reaches it; with no published photo it says so and still gives the brand kit.
 */

// CollectionPage and ImageObject JSON-LD, from the photos this build has (entry-server.tsx).
export const structuredData = pressPageStructuredData(pressPhotos);

function PressPhoto({ photo }: { photo: PagePhoto }) {
  const jpeg = largestJpeg(photo);
  return (
    <figure className="press-photo">
      <ResponsiveImage
        src=""
        variants={photo.variants}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
        loading="lazy"
        className="press-photo__image"
      />
      <figcaption className="press-photo__caption">
        {photo.caption && <span>{photo.caption}</span>}
        {jpeg && (
          <a className="press-photo__download" href={jpeg.path} download>
            Download JPEG<span className="visually-hidden">: {photo.alt}</span> ({jpeg.width} px wide)
          </a>
        )}
      </figcaption>
    </figure>
  );
}

export default function MediaPage() {
  const { pathname } = useLocation();
  const facts = businessFacts;
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={MEDIA_BLOCKS.eyebrow} />}
        title={<ContentBlock block={MEDIA_BLOCKS.title} />}
        intro={`Writing about ${facts.name}, listing us for your guests or planning an event with us? Use the photos and the brand kit below, and call or e-mail us for interviews, quotes and anything else you need.`}
      />
      <div className="fact-sheet section__inner">
        <section className="fact-group" aria-labelledby="press-facts">
          <h2 id="press-facts">
            <ContentBlock block={MEDIA_BLOCKS.aboutHeading} />
          </h2>
          <dl>
            <div className="fact">
              <dt>Name</dt>
              <dd>{facts.legalName}</dd>
            </div>
            <div className="fact">
              <dt>What we do</dt>
              <dd>
                {facts.tagline}: private party boat charters for 14 to 75 guests and the ATX Disco Cruise on Lake Travis, since {facts.foundedYear}.
              </dd>
            </div>
            <div className="fact">
              <dt>Where we sail from</dt>
              <dd>{marinaAddress(facts)}</dd>
            </div>
          </dl>
        </section>
        <section className="fact-group" aria-labelledby="press-contact">
          <h2 id="press-contact">
            <ContentBlock block={MEDIA_BLOCKS.contactHeading} />
          </h2>
          <dl>
            <div className="fact">
              <dt>Phone</dt>
              <dd>
                <a href={facts.phone.href}>{facts.phone.display}</a>
              </dd>
            </div>
            <div className="fact">
              <dt>E-mail</dt>
              <dd>
                <a href={facts.email.href}>{facts.email.address}</a>
              </dd>
            </div>
            <div className="fact">
              <dt>Website</dt>
              <dd>
                <a href={`${facts.website}/`}>{facts.website.replace(/^https:\/\//, '')}</a>
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <Section id="press-photos" heading={<ContentBlock block={MEDIA_BLOCKS.photosHeading} />} intro={<ContentBlock block={MEDIA_BLOCKS.photosIntro} />}>
        {pressPhotos.length === 0 ? (
          <p className="press-empty">
            We have no photos published here yet. E-mail <a href={facts.email.href}>{facts.email.address}</a> and we will send pictures for your story.
          </p>
        ) : (
          <div className="press-photos">
            {pressPhotos.map((photo) => (
              <PressPhoto key={photo.id} photo={photo} />
            ))}
          </div>
        )}
      </Section>

      <Section id="brand-kit" heading={<ContentBlock block={MEDIA_BLOCKS.brandHeading} />} tone="wash" intro={<ContentBlock block={MEDIA_BLOCKS.brandIntro} />}>
        <div className="press-brand">
          <figure className="press-mark">
            <img src={BRAND_MARK.href} alt={BRAND_MARK.alt} width={BRAND_MARK.width * 2} height={BRAND_MARK.height * 2} loading="lazy" decoding="async" />
            <figcaption>
              <a className="button button--primary" href={BRAND_MARK.href} download={BRAND_MARK.downloadName}>
                Download the mark (SVG)
              </a>
            </figcaption>
          </figure>
          <ul className="press-colours" aria-label="Brand colours">
            {BRAND_COLOURS.map((colour) => (
              <li key={colour.token} className="press-colour">
                <span
                  className={`press-colour__swatch${needsLightText(colour.hex) ? ' press-colour__swatch--dark' : ''}`}
                  style={{ backgroundColor: colour.hex }}
                >
                  {colour.hex}
                </span>
                <span className="press-colour__name">{colour.name}</span>
                <span className="press-colour__use">{colour.use}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <RelatedServices paths={['/gallery', '/ai-endorsement', '/contact', '/private-cruises']} currentPath={pathname} heading="More about us" />
      <CtaBanner
        heading={<ContentBlock block={MEDIA_BLOCKS.ctaHeading} />}
        text={<ContentBlock block={MEDIA_BLOCKS.ctaText} />}
        primary={{ label: 'Get an instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
