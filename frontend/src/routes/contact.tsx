import { useLocation } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { CONTACT_BLOCKS } from '#domain/content/blocks/contact.ts';
import { ContactForm } from '../features/leads/contact-form.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { chatHref } from '../site/chat-link.ts';
import { ContactDetails } from '../components/marketing/contact-details.tsx';

export default function ContactPage() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={CONTACT_BLOCKS.eyebrow} />}
        title={<ContentBlock block={CONTACT_BLOCKS.title} />}
        intro={<ContentBlock block={CONTACT_BLOCKS.intro} />}
      />
      <div className="contact-layout section__inner">
        <section className="contact-layout__form" aria-labelledby="form-heading">
          <h2 id="form-heading">
            <ContentBlock block={CONTACT_BLOCKS.formHeading} />
          </h2>
          <ContactForm page={pathname} headingId="form-heading" />
        </section>
        <aside className="contact-card" aria-labelledby="reach-heading">
          <h2 id="reach-heading">
            <ContentBlock block={CONTACT_BLOCKS.reachHeading} />
          </h2>
          <ContactDetails withAddress />
          <p className="contact-card__note">{businessFacts.arrival.guidance}</p>
          <a className="button button--sun" href={chatHref({ type: 'general' })}>
            VIEW AVAILABILITY
          </a>
        </aside>
      </div>
      <RelatedServices paths={['/pricing-breakdown', '/faq', '/atx-disco-cruise', '/private-cruises']} currentPath={pathname} heading="Before you reach out" />
    </main>
  );
}
