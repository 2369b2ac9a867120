import { fullTitle } from '#domain/content/seo-defaults.ts';
import type { Values } from './use-post-editor.ts';

/** How the post shows in a search result and on a social card, as /admin/seo previews a page. */
export function SearchPreviews({ values }: { values: Values }) {
  const seoTitle = fullTitle(values.metaTitle.trim() || values.title || 'Post title');
  const seoDescription = values.metaDescription.trim() || values.excerpt;
  return (
    <div className="admin-seo__previews">
      <figure className="admin-seo__preview">
        <figcaption>Search result preview</figcaption>
        <div className="admin-seo__serp">
          <p className="admin-seo__serp-url">/blogs/{values.slug}</p>
          <p className="admin-seo__serp-title">{seoTitle}</p>
          <p className="admin-seo__serp-text">{seoDescription}</p>
        </div>
      </figure>
      <figure className="admin-seo__preview">
        <figcaption>Social card preview</figcaption>
        <div className="admin-seo__card">
          <div>
            <p className="admin-seo__card-title">{seoTitle}</p>
            <p className="admin-seo__card-text">{seoDescription}</p>
          </div>
        </div>
      </figure>
    </div>
  );
}
