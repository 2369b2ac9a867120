import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { businessFacts, SOCIAL_NETWORKS } from '#domain/site/business.ts';
import { SOCIAL_ICONS, SOCIAL_NETWORK_NAMES } from './brand-icons.tsx';
import { FOOTER_EXPERIENCES, FOOTER_RESOURCES, type FooterLink } from './navigation.ts';

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer: company info and contact, the Experiences and Resources link lists, social
 * links and the copyright line. The year is the render year: prerendered HTML carries the build
 * year and the client may differ across New Year, hence suppressHydrationWarning on it.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__company" aria-labelledby="site-footer-company">
          <h2 className="site-footer__brand" id="site-footer-company">
            <img className="site-footer__logo" src="/favicon.svg" alt="" width={36} height={36} />
            {businessFacts.name}
          </h2>
          <p className="site-footer__tagline">
            {businessFacts.tagline} on Lake Travis since {businessFacts.foundedYear}.
          </p>
          <ul className="site-footer__contact">
            <li>
              <Phone size={18} aria-hidden="true" />
              <a href={businessFacts.phone.href}>{businessFacts.phone.display}</a>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={businessFacts.email.href}>{businessFacts.email.address}</a>
            </li>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <span>
                {businessFacts.location.marinaName}
                <br />
                {businessFacts.location.display}
              </span>
            </li>
          </ul>
        </section>

        <nav className="site-footer__column" aria-labelledby="site-footer-experiences">
          <h2 className="site-footer__heading" id="site-footer-experiences">
            Experiences
          </h2>
          <LinkList links={FOOTER_EXPERIENCES} />
        </nav>

        <nav className="site-footer__column" aria-labelledby="site-footer-resources">
          <h2 className="site-footer__heading" id="site-footer-resources">
            Resources
          </h2>
          <LinkList links={FOOTER_RESOURCES} />
        </nav>

        <section className="site-footer__column" aria-labelledby="site-footer-social">
          <h2 className="site-footer__heading" id="site-footer-social">
            Follow us
          </h2>
          <ul className="site-footer__social">
            {SOCIAL_NETWORKS.map((network) => {
              const Icon = SOCIAL_ICONS[network];
              const networkName = SOCIAL_NETWORK_NAMES[network];
              return (
                <li key={network}>
                  <a
                    className="site-footer__social-link"
                    href={businessFacts.social[network].url}
                    rel="noopener"
                    aria-label={`${businessFacts.name} on ${networkName}`}
                  >
                    <Icon size={20} />
                    <span className="site-footer__social-name" aria-hidden="true">
                      {networkName}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          © <span suppressHydrationWarning>{year}</span> {businessFacts.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
