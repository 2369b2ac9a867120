import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { sitePageFor } from '#domain/site/site-pages.ts';

export const RELATED_SERVICES_MAX = 4;

/** The related pages to show: never the current one, at most four (spec "related services"). */
export function relatedPaths(paths: readonly string[], currentPath: string, max = RELATED_SERVICES_MAX): string[] {
  return paths.filter((path) => path !== currentPath && sitePageFor(path)).slice(0, max);
}

export function RelatedServices({ paths, currentPath, heading = 'Related experiences' }: { paths: readonly string[]; currentPath: string; heading?: string }) {
  const shown = relatedPaths(paths, currentPath);
  if (shown.length === 0) return null;
  return (
    <nav className="related" aria-labelledby="related-heading">
      <div className="section__inner">
        <h2 id="related-heading" className="section__heading">
          {heading}
        </h2>
        <ul className="related__list">
          {shown.map((path) => {
            const page = sitePageFor(path)!;
            return (
              <li key={path}>
                <Link className="related__card" to={path}>
                  <span className="related__title">{page.label}</span>
                  <span className="related__text">{page.description}</span>
                  <span className="related__more">
                    Explore <ArrowRight aria-hidden="true" size={16} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
