import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, Phone } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { cx, NavItemLabel } from './nav-parts.tsx';
import { BOOK_HREF, CHAT_HREF, HEADER_SCROLL_THRESHOLD_PX, isPrivateCruisesActive, MAIN_NAVIGATION } from './navigation.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * The fixed site header: skip link, brand, the desktop navigation (from 1280 px), the phone link
 * (an icon on phones, the number on tablets and from 1920 px), GET QUOTE and BOOK NOW (full page
 * loads of /chat and /book), and below 1280 px the Menu button that opens the slide-out menu.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const privateActive = isPrivateCruisesActive(pathname);

  return (
    <header className={cx('site-masthead', scrolled && 'site-masthead--scrolled')} data-scrolled={scrolled ? 'true' : 'false'}>
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-masthead__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="site-masthead__menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(true)}
        >
          <Menu size={24} aria-hidden="true" />
          <span className="site-sr-only">Menu</span>
        </button>

        <Link to="/" className="site-masthead__brand">
          <img className="site-masthead__logo" src="/favicon.svg" alt="" width={32} height={32} />
          <span className="site-masthead__name">{businessFacts.name}</span>
        </Link>

        <nav className="nav-desktop" aria-label="Main">
          <ul className="nav-desktop__list">
            {MAIN_NAVIGATION.map((item) =>
              item.hasDropdown ? (
                <NavDropdown key={item.href} item={item} active={privateActive} />
              ) : (
                <li key={item.href} className="nav-desktop__item">
                  <NavLink to={item.href} end={item.href === '/'} className={cx('nav-desktop__link', item.featured && 'nav-desktop__link--featured')}>
                    <NavItemLabel item={item} />
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="site-masthead__actions">
          <a className="site-masthead__phone" href={businessFacts.phone.href} aria-label={`Call ${businessFacts.phone.display}`}>
            <Phone size={18} aria-hidden="true" />
            <span className="site-masthead__phone-number">{businessFacts.phone.display}</span>
          </a>
          <a className="site-button site-button--outline site-masthead__cta" href={CHAT_HREF}>
            GET QUOTE
          </a>
          <a className="site-button site-button--sun site-masthead__cta" href={BOOK_HREF}>
            BOOK NOW
          </a>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onOpenChange={setMenuOpen} returnFocusRef={menuButtonRef} />
    </header>
  );
}
