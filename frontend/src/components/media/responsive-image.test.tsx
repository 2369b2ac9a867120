import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

describe('ResponsiveImage', () => {
  it('renders a picture with a webp source and a same-format fallback img', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src="/media/photos/boat.jpg"
        alt="Clever Girl at the dock"
        width={1920}
        height={1280}
        sizes="(min-width: 768px) 50vw, 100vw"
        loading="eager"
        fetchPriority="high"
        className="photo"
      />,
    );
    expect(html.startsWith('<picture><source type="image/webp"')).toBe(true);
    expect(html).toContain('srcSet="/media/photos/boat-640w.webp 640w, /media/photos/boat-1024w.webp 1024w, /media/photos/boat-1920w.webp 1920w"');
    expect(html).toContain('srcSet="/media/photos/boat-640w.jpg 640w, /media/photos/boat-1024w.jpg 1024w, /media/photos/boat-1920w.jpg 1920w"');
    expect(html).toContain('src="/media/photos/boat-1024w.jpg"');
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
    expect(html).toContain('alt="Clever Girl at the dock"');
    expect(html).toContain('width="1920"');
    expect(html).toContain('height="1280"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain('class="photo"');
    expect(html.endsWith('</picture>')).toBe(true);
  });

  it('lazy-loads by default', () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/media/photos/deck.png" alt="Deck" width={800} height={600} />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('src="/media/photos/deck-1024w.png"');
    expect(html).toContain('sizes="100vw"');
  });

  it('renders SVG artwork as a plain img with no variants', () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/assets/hero-cove.svg" alt="Cove" width={1600} height={900} />);
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
    expect(html).toMatch(/^<img src="\/assets\/hero-cove.svg" alt="Cove" width="1600" height="900" loading="lazy" decoding="async"\/>$/);
  });

  it('serves a media-library photo from its own variants, never listing a width it lacks', () => {
    const variants = [
      { format: 'webp' as const, width: 640, path: '/media-files/abc/r1/640.webp' },
      { format: 'jpeg' as const, width: 640, path: '/media-files/abc/r1/640.jpg' },
      { format: 'webp' as const, width: 1200, path: '/media-files/abc/r1/1200.webp' },
      { format: 'jpeg' as const, width: 1200, path: '/media-files/abc/r1/1200.jpg' },
    ];
    const html = renderToStaticMarkup(
      <ResponsiveImage src="" variants={variants} alt="Guests at sunset" width={1200} height={800} loading="eager" fetchPriority="high" />,
    );
    expect(html).toContain('<source type="image/webp" srcSet="/media-files/abc/r1/640.webp 640w, /media-files/abc/r1/1200.webp 1200w"');
    expect(html).toContain('srcSet="/media-files/abc/r1/640.jpg 640w, /media-files/abc/r1/1200.jpg 1200w"');
    expect(html).toContain('src="/media-files/abc/r1/1200.jpg"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).not.toContain('1920');
  });
});
