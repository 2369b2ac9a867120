import { useLocation } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { businessFacts } from '#domain/business.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { ContactForm } from '../features/leads/contact-form.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { openingHoursText } from '../site/opening-hours.ts';

export default function ContactPage() {
  const { pathname } = useLocation();
  const { phone, email, location } = businessFacts;
  return (
    <main id="main">
      <PageIntro
        eyebrow="Contact"
        title="Plan your cruise with us"
        intro="Tell us about your group and we'll put together the right boat and package. Prefer to see a price straight away? The quote chat prices any date in a minute."
      />
      <div className="contact-layout section__inner">
        <section className="contact-layout__form" aria-labelledby="form-heading">
          <h2 id="form-heading">Get a free quote</h2>
          <ContactForm page={pathname} headingId="form-heading" />
        </section>
        <aside className="contact-card" aria-labelledby="reach-heading">
          <h2 id="reach-heading">Reach us directly</h2>
          <ul className="contact-card__list">
            <li>
              <Phone aria-hidden="true" size={20} />
              <a href={phone.href}>{phone.display}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={20} />
              <a href={email.href}>{email.address}</a>
            </li>
            <li>
              <MapPin aria-hidden="true" size={20} />
              <span>
                {location.marinaName}
                <br />
                {location.streetAddress}, {location.locality}, {location.region} {location.postalCode}
              </span>
            </li>
            <li>
              <Clock aria-hidden="true" size={20} />
              <span>{openingHoursText(businessFacts.businessHours)}</span>
            </li>
          </ul>
          <p className="contact-card__note">{businessFacts.arrival.guidance}</p>
          <a className="button button--sun" href="/chat?type=general">
            VIEW AVAILABILITY
          </a>
        </aside>
      </div>
      <RelatedServices paths={['/pricing-breakdown', '/faq', '/atx-disco-cruise', '/private-cruises']} currentPath={pathname} heading="Before you reach out" />
    </main>
  );
}
