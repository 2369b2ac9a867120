import { useLocation } from 'react-router';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { GalleryGrid } from '../features/gallery/gallery-grid.tsx';
import { galleryItems } from '../site/gallery.ts';

export default function GalleryPage() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageIntro
        eyebrow="Gallery"
        title="The boats, the lake and the parties"
        intro="A look at our fleet, the ATX Disco Cruise, swim stops in the coves and the sunsets that end the day. Choose any picture to see it full size."
      />
      <div className="section__inner section__inner--padded">
        <GalleryGrid items={galleryItems()} label="Gallery" />
      </div>
      <RelatedServices paths={['/private-cruises', '/atx-disco-cruise', '/testimonials-faq', '/party-boat-lake-travis']} currentPath={pathname} heading="Plan your own" />
      <CtaBanner
        heading="Picture your group here"
        text="Choose a date and a boat in the quote chat and see your exact price."
        primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
