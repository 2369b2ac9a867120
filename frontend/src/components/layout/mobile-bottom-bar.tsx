import { NavLink } from 'react-router';
import { cx } from './nav-parts.tsx';
import { MOBILE_BOTTOM_BAR_ITEMS } from './navigation.ts';

/**
 * The fixed quick-links bar on small screens (below 768 px; hidden by CSS from there up): Home,
 * Private, Bach, Disco, Gallery as router links (the current one gets aria-current="page"), and
 * Quote and Book as plain anchors to /chat (a full page load).
 */
export function MobileBottomBar() {
  return (
    <nav className="site-bottom-bar" aria-label="Quick links">
      <ul className="site-bottom-bar__list">
        {MOBILE_BOTTOM_BAR_ITEMS.map((item) => {
          const Icon = item.icon;
          const className = cx('site-bottom-bar__link', item.primary && 'site-bottom-bar__link--primary');
          const content = (
            <>
              <Icon className="site-bottom-bar__icon" size={22} aria-hidden="true" />
              <span className="site-bottom-bar__label">{item.label}</span>
            </>
          );
          return (
            <li key={item.label} className="site-bottom-bar__item">
              {item.fullPageLoad ? (
                <a className={className} href={item.href}>
                  {content}
                </a>
              ) : (
                <NavLink className={className} to={item.href} end={item.href === '/'}>
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
