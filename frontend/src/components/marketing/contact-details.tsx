import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import { openingHoursText } from '../../site/opening-hours.ts';

/** Phone, e-mail, (optionally) the marina's address, and opening hours, from business facts. */
export function ContactDetails({ withAddress = false }: { withAddress?: boolean }) {
  const { phone, email, location } = businessFacts;
  return (
    <ul className="contact-card__list">
      <li>
        <Phone aria-hidden="true" size={20} />
        <a href={phone.href}>{phone.display}</a>
      </li>
      <li>
        <Mail aria-hidden="true" size={20} />
        <a href={email.href}>
          {/* A break allowed after the @, so a narrow card wraps the address there rather than mid-word. */}
          {email.address.split('@')[0]}@<wbr />
          {email.address.split('@').slice(1).join('@')}
        </a>
      </li>
      {withAddress && (
        <li>
          <MapPin aria-hidden="true" size={20} />
          <span>
            {location.marinaName}
            <br />
            {location.streetAddress}, {location.locality}, {location.region} {location.postalCode}
          </span>
        </li>
      )}
      <li>
        <Clock aria-hidden="true" size={20} />
        <span>{openingHoursText(businessFacts.businessHours)}</span>
      </li>
    </ul>
  );
}
