import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { mediaIdOf } from '#domain/content/blog.ts';
import type { PostImage } from '#domain/content/post-images.ts';

export type { PostImage };

/**
 * Posts are GitHub-flavoured Markdown (marked), and what it renders is sanitised (sanitize-html)
 * before it reaches a page or the staff's preview: staff paste from anywhere (the formatter, Word,
 * a colleague's draft), and raw HTML in Markdown is passed through by design. One renderer serves
 * the prerendered post, the feed and the editor's live preview (in the browser), so staff see what
 * visitors will. No Lambda carries it (decision 015's bundle budget): the build renders the
 * stored Markdown, and the editor's chunk loads it.
 */

/** The column a post's body is set in is at most 720 CSS pixels wide (blog.css). */
const BODY_IMAGE_SIZES = '(min-width: 48rem) 720px, 100vw';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<picture>` with a WebP and a JPEG srcset and the largest JPEG as the fallback, sized to keep layout stable. */
export function pictureHtml(image: PostImage, options: { sizes?: string; loading?: 'lazy' | 'eager' } = {}): string {
  const srcset = (format: 'webp' | 'jpeg') =>
    image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.path} ${variant.width}w`)
      .join(', ');
  const jpegs = image.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  const fallback = jpegs.find((variant) => variant.width >= 1024) ?? jpegs.at(-1);
  if (!fallback) return '';
  const sizes = options.sizes ?? BODY_IMAGE_SIZES;
  const webp = srcset('webp');
  return (
    '<picture>' +
    (webp ? `<source type="image/webp" srcset="${escapeAttribute(webp)}" sizes="${sizes}">` : '') +
    `<img src="${escapeAttribute(fallback.path)}" srcset="${escapeAttribute(srcset('jpeg'))}" sizes="${sizes}" alt="${escapeAttribute(image.alt)}" width="${image.width}" height="${image.height}" loading="${options.loading ?? 'lazy'}" decoding="async">` +
    '</picture>'
  );
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'), 'img', 'picture', 'source', 'figure', 'figcaption', 'del', 'input'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    // GFM task lists render a disabled checkbox.
    input: ['type', 'checked', 'disabled'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from the site itself (media library paths): no scheme means no other host.
  allowedSchemesByTag: { img: [], source: [] },
  allowProtocolRelative: false,
  // An image whose address was refused, or a checkbox that is not a task list's, is dropped whole.
  exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs['src']) || (frame.tag === 'input' && frame.attribs['type'] !== 'checkbox'),
  transformTags: {
    // Links that leave the site must not hand it window.opener or the reader's address.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs['href'] ?? '') ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: '' } }),
  },
};

/** Sanitises HTML to what a post may contain: no script, style, event handler, javascript: link or outside image. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

function markedFor(images: ReadonlyMap<string, PostImage>): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      // The post's title is the page's one h1: a `#` heading in the body becomes an h2.
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(2, depth);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      image({ href }: Tokens.Image) {
        const id = mediaIdOf(href);
        const image = id ? images.get(id) : undefined;
        // Saving refuses any other image; one deleted or unpublished since renders nothing.
        if (!image) return '';
        const picture = pictureHtml(image);
        return image.caption ? `<figure>${picture}<figcaption>${escapeAttribute(image.caption)}</figcaption></figure>` : picture;
      },
    },
  });
}

/** The post's body as safe HTML, its `media:` images resolved from `images`. */
export function renderPostMarkdown(markdown: string, images: ReadonlyMap<string, PostImage> = new Map()): string {
  return sanitizePostHtml(markedFor(images).parse(markdown, { async: false }));
}
