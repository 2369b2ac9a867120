import type { SeoMeta } from '#domain/content/seo-defaults.ts';

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON as a script element's text: `<`, `>` and `&` escaped, so no string in it (a guest's name, say) can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** JSON for a `<script type="application/ld+json">`. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** The `<meta name|property>` tags a page carries, in one list the prerenderer and the browser both use. */
export function metaTags(meta: SeoMeta): { attribute: 'name' | 'property'; key: string; content: string }[] {
  return [
    { attribute: 'name', key: 'description', content: meta.metaDescription },
    { attribute: 'name', key: 'keywords', content: meta.metaKeywords.join(', ') },
    { attribute: 'name', key: 'robots', content: meta.robotsDirective },
    { attribute: 'property', key: 'og:title', content: meta.openGraphTitle },
    { attribute: 'property', key: 'og:description', content: meta.openGraphDescription },
    { attribute: 'property', key: 'og:image', content: meta.openGraphImage },
    { attribute: 'property', key: 'og:type', content: meta.openGraphType },
    { attribute: 'property', key: 'og:url', content: meta.canonicalUrl },
    { attribute: 'name', key: 'twitter:card', content: meta.twitterCard },
    { attribute: 'name', key: 'twitter:title', content: meta.twitterTitle },
    { attribute: 'name', key: 'twitter:description', content: meta.twitterDescription },
    { attribute: 'name', key: 'twitter:image', content: meta.twitterImage },
  ];
}

/** The head of a prerendered page: title, meta, canonical link and JSON-LD blocks. */
export function renderHead(meta: SeoMeta, structuredData: readonly unknown[], siteName: string): string {
  const tags = metaTags(meta)
    .filter((tag) => tag.content !== '')
    .map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`);
  return [
    `<title>${escapeHtml(meta.metaTitle)}</title>`,
    ...tags,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    // A shell that serves many addresses (every quote's) has none of its own.
    ...(meta.canonicalUrl === '' ? [] : [`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`]),
    ...structuredData.map(jsonLdScript),
  ].join('\n    ');
}
