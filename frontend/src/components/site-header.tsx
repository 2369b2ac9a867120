import { Link } from 'react-router';
import { businessFacts } from '#domain/business.ts';
import { SessionStatus } from '../features/auth/components/session-status.tsx';

export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/" className="site-header__brand">
        {businessFacts.name}
      </Link>
      <SessionStatus />
      <a className="site-header__phone" href={businessFacts.phone.href}>
        {businessFacts.phone.display}
      </a>
    </header>
  );
}
