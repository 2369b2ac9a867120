import { useLocation } from 'react-router';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { GALLERY_BLOCKS } from '#domain/content/blocks/gallery.ts';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { GalleryGrid } from '../features/gallery/gallery-grid.tsx';
import { galleryItems } from '../site/gallery.ts';

export default function GalleryPage() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={GALLERY_BLOCKS.eyebrow} />}
        title={<ContentBlock block={GALLERY_BLOCKS.title} />}
        intro={<ContentBlock block={GALLERY_BLOCKS.lead} />}
      />
      <div className="section__inner section__inner--padded">
        <GalleryGrid items={galleryItems()} label="Gallery" />
      </div>
      <RelatedServices
        paths={['/private-cruises', '/atx-disco-cruise', '/testimonials-faq', '/party-boat-lake-travis']}
        currentPath={pathname}
        heading="Plan your own"
      />
      <CtaBanner
        heading={<ContentBlock block={GALLERY_BLOCKS.ctaHeading} />}
        text={<ContentBlock block={GALLERY_BLOCKS.ctaText} />}
        primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
