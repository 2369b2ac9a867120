import { useEffect } from 'react';
import { Link } from 'react-router';
import { notFoundSeoMeta } from '#domain/content/seo-defaults.ts';
import { sitePageFor } from '#domain/site/site-pages.ts';
import { applySeoMeta } from '../site/seo/apply-meta.ts';

const SUGGESTIONS = ['/atx-disco-cruise', '/private-cruises', '/bachelorette-party-austin', '/bachelor-party-austin', '/pricing-breakdown', '/contact'];

export default function NotFoundPage() {
  // Reached by a link inside the site, the page would otherwise keep the last page's title (and
  // its canonical and robots lines): the prerendered not-found page already carries its own.
  useEffect(() => {
    applySeoMeta(notFoundSeoMeta());
  }, []);
  return (
    <main id="main" className="not-found">
      <div className="section__inner">
        <p className="eyebrow">Error 404</p>
        <h1>Page not found</h1>
        <p className="page-intro__lead">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
        <p className="not-found__actions">
          <Link className="button button--primary" to="/chat">
            Get an instant quote
          </Link>
          <Link className="button button--secondary" to="/">
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
