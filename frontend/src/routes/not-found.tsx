import { Link } from 'react-router';
import { sitePageFor } from '#domain/site-pages.ts';

const SUGGESTIONS = ['/atx-disco-cruise', '/private-cruises', '/bachelorette-party-austin', '/bachelor-party-austin', '/pricing-breakdown', '/contact'];

export default function NotFoundPage() {
  return (
    <main id="main" className="not-found">
      <div className="section__inner">
        <p className="eyebrow">Error 404</p>
        <h1>Page not found</h1>
        <p className="page-intro__lead">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link className="button button--primary" to="/">
            Back to the home page
          </Link>
        </p>
        <h2>Popular pages</h2>
        <ul className="not-found__links">
          {SUGGESTIONS.map((path) => (
            <li key={path}>
              <Link to={path}>{sitePageFor(path)?.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
